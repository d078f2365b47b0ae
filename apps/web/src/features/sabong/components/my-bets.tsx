import { useTranslation } from 'react-i18next';
import type { SabongBet } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';
import { Panel } from '../../../ui/panel';

/** The member's latest bets: fight, side, stake and, once settled, the outcome and what came back. */
export function MyBets({ bets }: { bets: SabongBet[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('sabong.myBets')} className="sab-mine">
      {bets.length === 0 ? (
        <p className="sab-muted">{t('sabong.noBets')}</p>
      ) : (
        <ul className="sab-mine__rows" data-testid="my-bets">
          {bets.map((bet) => (
            <li key={bet.betId} className="sab-mine__row" data-bet={bet.betId} data-status={bet.status}>
              <span className="sab-list__no">#{bet.fightNo}</span>
              <span className={`sab-text--${bet.side}`}>{t(`sabong.${bet.side}`)}</span>
              <span>{formatMoney(bet.stake)}</span>
              <span className={`sab-badge sab-badge--${bet.status}`} data-testid="bet-status">
                {t(`sabong.betStatus.${bet.status}`)}
              </span>
              {bet.status !== 'open' && (
                <span className="sab-mine__payout" data-testid="bet-payout">
                  {t('sabong.returned', { amount: formatMoney(bet.payout) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
