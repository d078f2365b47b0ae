import { useState } from 'react';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@swerte/contracts';
import { parseCents } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import type { RecordTone } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { useBonusDetails } from '../api/records';
import { SelectFilter } from '../components/range-filter';
import './wallet-pages.css';

type Status = BonusGrant['status'];
const STATUSES: readonly Status[] = ['active', 'completed', 'forfeited'];
const TONES: Record<Status, RecordTone> = { active: 'pending', completed: 'success', forfeited: 'muted' };

/** How far a bonus's turnover is, in whole percent (cents compared, no float drift). */
function progressOf(bonus: BonusGrant): number {
  const required = parseCents(bonus.turnoverRequired);
  if (required <= 0n) return 100;
  const percent = (parseCents(bonus.turnoverDone) * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

/** Member centre bonusDetails (§2): each bonus with the turnover it still needs before it unlocks. */
export function BonusDetailsPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useBonusDetails(status);
  const symbol = useBalance().data?.currencySymbol ?? 'P';
  const bonuses = data?.pages.flatMap((page) => page.list) ?? [];
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;

  return (
    <div className="wallet-page">
      <Panel>
        <div className="range-filter__more">
          <SelectFilter
            label={t('mc.pages.bonusDetails.status')}
            value={status}
            options={STATUSES}
            optionLabel={(value) => t(`mc.pages.bonusDetails.statuses.${value}`)}
            onChange={setStatus}
          />
        </div>
      </Panel>
      {error && <FormAlert>{errorText(error, t)}</FormAlert>}
      {isPending && !error && <Spinner label={t('common.loading')} />}
      {data && bonuses.length === 0 && (
        <EmptyState
          icon={BadgePercent}
          tone="gold"
          title={t('mc.pages.bonusDetails.emptyTitle')}
          text={t('mc.pages.bonusDetails.emptyText')}
        />
      )}
      {bonuses.length > 0 && (
        <Panel>
          <RecordList
            testId="bonus-list"
            emptyText=""
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onMore={() => void fetchNextPage()}
            moreLabel={t('mc.money.loadMore')}
            items={bonuses.map((bonus) => {
              const progress = progressOf(bonus);
              return {
                id: String(bonus.id),
                title: bonus.title,
                subtitle: bonus.source,
                amount: money(bonus.amount),
                status: {
                  label: t(`mc.pages.bonusDetails.statuses.${bonus.status}`),
                  tone: TONES[bonus.status],
                },
                time: formatDateTime(new Date(bonus.createdAt), timeZone, language),
                extra: (
                  <div className="turnover">
                    <div
                      className="turnover__bar"
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={progress}
                      aria-label={t('mc.pages.bonusDetails.turnover', {
                        done: money(bonus.turnoverDone),
                        required: money(bonus.turnoverRequired),
                      })}
                    >
                      <span style={{ width: `${progress}%` }} />
                    </div>
                    <span>
                      {t('mc.pages.bonusDetails.turnover', {
                        done: money(bonus.turnoverDone),
                        required: money(bonus.turnoverRequired),
                      })}
                    </span>
                  </div>
                ),
              };
            })}
          />
        </Panel>
      )}
    </div>
  );
}
