import { useTranslation } from 'react-i18next';
import { formatCents, parseCents } from '@swerte/contracts';
import type { LiveSlip } from '@swerte/contracts';

const betText = (bet: LiveSlip['bets'][number]) =>
  bet.numbers?.join('-') ??
  bet.faces?.join('-') ??
  (bet.total === undefined ? (bet.which ?? '') : String(bet.total));

/** The member's latest slips at this table: each round's bets, stake and what it paid. */
export function MySlips({ slips, money }: { slips: readonly LiveSlip[]; money: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <section className="live-slips" aria-label={t('house.live.mySlips')}>
      <h2>{t('house.live.mySlips')}</h2>
      {slips.length === 0 ? (
        <p className="live-history__empty">{t('house.live.noSlips')}</p>
      ) : (
        <ul data-testid="my-slips">
          {slips.slice(0, 8).map((slip) => {
            const net = slip.payout === null ? null : parseCents(slip.payout) - parseCents(slip.stake);
            return (
              <li
                key={slip.roundNo}
                className="live-slip"
                data-round={slip.roundNo}
                data-payout={slip.payout ?? ''}
              >
                <span className="live-slip__round">{t('house.live.roundNo', { no: slip.roundNo })}</span>
                <span className="live-slip__bets">
                  {slip.bets
                    .map((bet) =>
                      `${t(`house.live.bets.${bet.kind}`, { which: bet.which ?? '' })} ${betText(bet)}`.trim(),
                    )
                    .join(', ')}
                </span>
                <span className="live-slip__stake">{money(slip.stake)}</span>
                <strong className={`live-slip__result${net !== null && net > 0n ? ' is-win' : ''}`}>
                  {slip.payout === null
                    ? t('house.live.pending')
                    : t('house.live.paid', { amount: money(formatCents(parseCents(slip.payout))) })}
                </strong>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
