import { useTranslation } from 'react-i18next';
import type { SabongFight } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';
import { useNow } from '../hooks/use-now';
import { clockText, msLeft } from '../lib/sabong-view';

/** The current fight: number, status and countdown, each side's pool and payout per 100, the draw's pay. */
export function FightBoard({ fight, clockOffset }: { fight: SabongFight; clockOffset: number }) {
  const { t } = useTranslation();
  const now = useNow(500, fight.status === 'open' && fight.closesAt !== null);
  const left = fight.status === 'open' ? msLeft(fight, now, clockOffset) : null;
  const sideName = (side: 'meron' | 'wala' | 'draw') => t(`sabong.${side}`);
  return (
    <section
      className="sab-board"
      data-testid="fight-board"
      data-fight={fight.fightId}
      data-status={fight.status}
      aria-live="polite"
    >
      <header className="sab-board__head">
        <h2 className="sab-board__title">{t('sabong.fight', { no: fight.fightNo })}</h2>
        <span className={`sab-pill sab-pill--${fight.status}`} data-testid="fight-status">
          {fight.status === 'open' && <span className="sab-pill__dot" aria-hidden />}
          {t(`sabong.status.${fight.status}`)}
        </span>
        {fight.status === 'open' && (
          <p className="sab-board__clock" data-testid="fight-countdown">
            {left === null ? (
              t('sabong.openByOperator')
            ) : (
              <>
                {t('sabong.closesIn')} <strong>{clockText(left)}</strong>
              </>
            )}
          </p>
        )}
      </header>
      {fight.result && (
        <p className={`sab-board__result sab-board__result--${fight.result}`} data-testid="fight-result">
          {fight.result === 'cancelled'
            ? t('sabong.resultCancelled')
            : t('sabong.result', { side: sideName(fight.result) })}
        </p>
      )}
      <div className="sab-sides">
        {(['meron', 'wala'] as const).map((side) => (
          <div key={side} className={`sab-side sab-side--${side}`} data-testid={`side-${side}`}>
            <p className="sab-side__label">{sideName(side)}</p>
            <p className="sab-side__entry">{fight[side]}</p>
            <dl className="sab-side__figures">
              <div>
                <dt>{t('sabong.pool')}</dt>
                <dd data-testid={`pool-${side}`}>{formatMoney(fight.pools[side])}</dd>
              </div>
              <div>
                <dt>{t('sabong.payout')}</dt>
                <dd className="sab-side__payout" data-testid={`payout-${side}`}>
                  {fight.payoutPer100[side]}
                </dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
      <div className="sab-drawline" data-testid="side-draw">
        <span>{sideName('draw')}</span>
        <span>{t('sabong.drawPays', { multiple: fight.drawMultiple })}</span>
        <span data-testid="pool-draw">
          {t('sabong.pool')} {formatMoney(fight.pools.draw)}
        </span>
      </div>
      <p className="sab-board__note">
        {t('sabong.plasada', {
          percent: fight.plasadaPercent,
          base: t(`sabong.bases.${fight.plasadaBase}`),
        })}
      </p>
    </section>
  );
}
