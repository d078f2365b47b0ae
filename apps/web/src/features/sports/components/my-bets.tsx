import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { OddsFormatCode } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { requireGate } from '../../../lib/gate';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useSessionStore } from '../../../stores/session-store';
import { myBetsOptions } from '../api/sports-queries';
import { systemName } from '../lib/system-name';

/** My bets: open or settled, each with its legs, their prices and outcomes, the stake and the return. */
export function MyBets({ format, timeZone }: { format: OddsFormatCode; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const bets = useQuery(myBetsOptions(status, token, language));

  if (token === null)
    return (
      <p className="sb-muted">
        {t('sports.bets.loginFirst')}{' '}
        <button type="button" className="btn btn--ghost" onClick={() => requireGate('login')}>
          {t('sports.slip.loginToBet')}
        </button>
      </p>
    );
  const list = bets.data?.list ?? [];
  return (
    <div className="sb-bets" data-testid="my-sports-bets">
      <div className="sb-tabs sb-tabs--small" role="tablist" aria-label={t('sports.views.bets')}>
        {(['open', 'settled'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={status === tab}
            className="sb-tab"
            data-testid={`bets-${tab}`}
            onClick={() => setStatus(tab)}
          >
            {t(`sports.bets.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {bets.isPending ? (
        <p className="sb-muted">{t('sports.loading')}</p>
      ) : list.length === 0 ? (
        <p className="sb-muted">{t('sports.bets.none')}</p>
      ) : (
        <ul className="sb-bets__list">
          {list.map((bet) => (
            <li key={bet.betId} className="sb-bet" data-bet={bet.betId} data-status={bet.status}>
              <header className="sb-bet__head">
                <strong>
                  {t(`sports.bets.types.${bet.type}`)}
                  {bet.system ? ` · ${systemName(bet.system)}` : ''}
                  {bet.lines > 1 ? ` × ${bet.lines}` : ''}
                </strong>
                <span className={`sb-badge sb-badge--${bet.status}`} data-testid="sports-bet-status">
                  {t(`sports.bets.status.${bet.status}`)}
                </span>
              </header>
              <ul className="sb-bet__legs">
                {bet.legs.map((leg) => (
                  <li key={`${bet.betId}-${leg.selectionId}`} className="sb-leg">
                    <span className="sb-leg__what">
                      <strong>{leg.selectionName}</strong> · {leg.marketName}
                      <small>{leg.eventName}</small>
                    </span>
                    <span className="sb-leg__odds">{leg.display[format]}</span>
                    <span className={`sb-badge sb-badge--${leg.outcome ?? 'open'}`}>
                      {t(`sports.bets.outcome.${leg.outcome ?? 'pending'}`)}
                    </span>
                  </li>
                ))}
              </ul>
              <dl className="sb-bet__sums">
                <div>
                  <dt>{t('sports.bets.stake')}</dt>
                  <dd>{formatMoney(bet.stake)}</dd>
                </div>
                <div>
                  <dt>{bet.status === 'open' ? t('sports.bets.potential') : t('sports.bets.returned')}</dt>
                  <dd data-testid="sports-bet-return">
                    {formatMoney(bet.status === 'open' ? bet.potentialReturn : bet.payout)}
                  </dd>
                </div>
              </dl>
              <p className="sb-bet__time">
                {t('sports.bets.placedAt', {
                  time: formatDateTime(new Date(bet.placedAt), timeZone, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
