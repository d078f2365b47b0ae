import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/** /vnlottery: the Vietnam lottery, header only (§2). */
export function VnLotteryPage() {
  const { t } = useTranslation();
  return (
    <Page name="vnlottery" title={t('pages.vnlottery')} description={t('lottery.vnText')}>
      <EmptyState icon={Ticket} tone="gold" title={t('lottery.lobbyTitle')} text={t('lottery.lobbyText')} />
    </Page>
  );
}
