import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { LotteryListView } from './lottery-list-view';
import './lottery.css';

/** /vnlottery (§2, header only): the Vietnamese lotteries' list. */
export function VnLotteryPage() {
  const { t } = useTranslation();
  return (
    <Page name="vnlottery" title={t('lottery.list.vnTitle')}>
      <LotteryListView vnOnly />
    </Page>
  );
}
