import { useState } from 'react';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseCents } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { claimRebate, useManualRebate, useRebateClaims } from '../api/records';
import { useMoneyMoved } from '../hooks/use-money-moved';
import './wallet-pages.css';

/** Member centre manualRebate (§2): the rebate accrued on settled bets, per game type, claimed by hand. */
export function ManualRebatePage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rebate = useManualRebate();
  const claims = useRebateClaims();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const symbol = useBalance().data?.currencySymbol ?? 'P';
  const [claiming, setClaiming] = useState(false);
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;
  const data = rebate.data;
  if (!data) {
    return rebate.isError ? (
      <LoadFailed onRetry={() => void rebate.refetch()} />
    ) : (
      <Spinner label={t('common.loading')} />
    );
  }
  if (!data.enabled) {
    return (
      <EmptyState
        icon={HandCoins}
        title={t('mc.pages.manualRebate.offTitle')}
        text={t('mc.pages.manualRebate.offText')}
      />
    );
  }

  const canClaim = parseCents(data.claimable) > 0n && parseCents(data.claimable) >= parseCents(data.minClaim);
  const claim = async () => {
    setClaiming(true);
    try {
      const done = await claimRebate();
      await moneyMoved();
      openNotice({
        kind: 'message',
        tone: 'success',
        text: t('mc.pages.manualRebate.claimed', { amount: money(done.amount) }),
      });
    } catch (error) {
      openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
    } finally {
      setClaiming(false);
    }
  };
  const history = claims.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className="wallet-page">
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat--total rebate-claim">
          <span className="wallet-stat__label">{t('mc.pages.manualRebate.claimable')}</span>
          <strong className="wallet-stat__value" data-testid="rebate-claimable">
            {money(data.claimable)}
          </strong>
          <span className="range-note">
            {t('mc.pages.manualRebate.minClaim', { amount: money(data.minClaim) })}
            {data.lastClaimAt &&
              ` · ${t('mc.pages.manualRebate.lastClaim', { time: formatDateTime(new Date(data.lastClaimAt), timeZone, language) })}`}
          </span>
          <button
            type="button"
            className="btn btn--gold"
            disabled={!canClaim || claiming}
            onClick={() => void claim()}
          >
            <HandCoins size={18} aria-hidden />
            {t('mc.pages.manualRebate.claim')}
          </button>
        </div>
        <div className="wallet-stat">
          <span className="wallet-stat__label">{t('mc.pages.manualRebate.validBet')}</span>
          <strong className="wallet-stat__value">{money(data.validBet)}</strong>
        </div>
      </div>
      {!canClaim && parseCents(data.validBet) === 0n ? (
        <EmptyState
          icon={HandCoins}
          tone="gold"
          title={t('mc.pages.manualRebate.emptyTitle')}
          text={t('mc.pages.manualRebate.emptyText')}
        />
      ) : (
        <Panel title={t('mc.pages.manualRebate.perGame')}>
          <div className="table-scroll">
            <table className="figures">
              <thead>
                <tr>
                  <th scope="col">{t('mc.pages.manualRebate.gameType')}</th>
                  <th scope="col">{t('mc.pages.manualRebate.bets')}</th>
                  <th scope="col">{t('mc.pages.manualRebate.validBet')}</th>
                  <th scope="col">{t('mc.pages.manualRebate.rate')}</th>
                  <th scope="col">{t('mc.pages.manualRebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.games.map((game) => (
                  <tr key={game.gameType} className={game.bets === 0 ? 'is-idle' : undefined}>
                    <th scope="row">{t(`gameTypes.${game.gameType}`)}</th>
                    <td>{game.bets}</td>
                    <td>{money(game.validBet)}</td>
                    <td>{game.ratePercent}%</td>
                    <td>{money(game.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      )}
      <Panel title={t('mc.pages.manualRebate.historyTitle')}>
        {!claims.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <RecordList
            emptyText={t('mc.pages.manualRebate.historyEmpty')}
            hasMore={claims.hasNextPage}
            loadingMore={claims.isFetchingNextPage}
            onMore={() => void claims.fetchNextPage()}
            moreLabel={t('mc.money.loadMore')}
            items={history.map((claim) => ({
              id: String(claim.id),
              title: claim.period,
              subtitle: `${t('mc.pages.manualRebate.validBet')}: ${money(claim.validBet)}`,
              amount: money(claim.amount),
              time: formatDateTime(new Date(claim.createdAt), timeZone, language),
            }))}
          />
        )}
      </Panel>
    </div>
  );
}
