import { useTranslation } from 'react-i18next';
import type { RedeemStatus } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { Panel } from '../../../ui/panel';
import { RecordList, type RecordTone } from '../../../ui/record-list';
import { useRedemptions } from '../api/points';

const TONE: Record<RedeemStatus, RecordTone> = {
  process: 'pending',
  approved: 'success',
  rejected: 'danger',
};

/** The member's redemptions (§3: quantity, redeem amount, status, remark), newest first. */
export function RedeemHistory({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const history = useRedemptions();
  const rows = history.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Panel title={t('points.mall.history')}>
      <RecordList
        testId="redeem-history"
        emptyText={t('points.mall.historyEmpty')}
        items={rows.map((row) => ({
          id: String(row.id),
          title: `${row.title} ×${row.quantity}`,
          subtitle: row.remark
            ? `${t('points.mall.remark')}: ${row.remark}`
            : t(`points.mall.kinds.${row.kind}`),
          amount: `−${t('points.mall.price', { points: row.redeemAmount.toLocaleString() })}`,
          status: { label: t(`points.mall.statuses.${row.status}`), tone: TONE[row.status] },
          time: formatDateTime(new Date(row.createdAt), timeZone, language),
        }))}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
        moreLabel={t('points.mall.more')}
      />
    </Panel>
  );
}
