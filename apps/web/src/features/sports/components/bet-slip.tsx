import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { OddsFormatCode, OddsChangeCode } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { requireGate } from '../../../lib/gate';
import { formatMoney } from '../../../lib/money';
import { useSessionStore } from '../../../stores/session-store';
import { FormAlert } from '../../../ui/form/submit-button';
import { placeSlip, quoteOptions } from '../api/sports-queries';
import { sportsKeys } from '../api/sports-refs';
import { useSlip } from '../hooks/use-slip';
import { cleanStake, isParlayable, slipBody, sumMoney, systemChoices, type SlipMode } from '../lib/slip';

const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * The bet slip: singles with a stake each, a parlay or a system bet over the picks, priced by the server
 * before confirming (stake, price, potential return), the player's odds-change rule, then placed as one
 * slip. A refusal names its reason (the catalogue's text) and charges nothing.
 */
export function BetSlip({
  format,
  oddsChange,
  onOddsChange,
}: {
  format: OddsFormatCode;
  oddsChange: OddsChangeCode;
  onOddsChange: (value: OddsChangeCode) => void;
}) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const slip = useSlip();
  const [requestId, setRequestId] = useState(newRequestId);
  const [placed, setPlaced] = useState<{ count: number; amount: string } | null>(null);
  const body = slipBody(slip, requestId, oddsChange);
  const quote = useQuery(quoteOptions(body, token));
  const place = useMutation({
    mutationFn: () => placeSlip(body!),
    onSuccess: (result) => {
      setPlaced({ count: result.bets.length, amount: result.stake });
      setRequestId(newRequestId());
      slip.clear();
      queryClient.setQueryData(BALANCE_QUERY_KEY, undefined);
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.myBets });
    },
  });
  const count = slip.picks.length;
  const systems = systemChoices(count);
  const changed = quote.data?.changed ?? [];
  const potential = quote.data ? sumMoney(quote.data.bets.map((b) => b.potentialReturn)) : undefined;
  const setMode = (mode: SlipMode) => {
    slip.set({ mode });
    place.reset();
  };

  return (
    <section className="sb-slip" aria-label={t('sports.slip.title')} data-testid="bet-slip">
      <header className="sb-slip__head">
        <h2>
          {t('sports.slip.title')} <span className="sb-slip__count">{count}</span>
        </h2>
        <button
          type="button"
          className="btn btn--ghost sb-slip__close"
          aria-label={t('sports.slip.close')}
          onClick={() => slip.setOpen(false)}
        >
          <X size={18} aria-hidden />
        </button>
      </header>
      {placed && count === 0 && (
        <FormAlert tone="success">
          {t('sports.slip.placed', { count: placed.count, amount: formatMoney(placed.amount) })}
        </FormAlert>
      )}
      {count === 0 ? (
        <p className="sb-muted">{t('sports.slip.empty')}</p>
      ) : (
        <>
          <div className="sb-tabs sb-tabs--small" role="tablist" aria-label={t('sports.slip.title')}>
            {(['singles', 'parlay', 'system'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                role="tab"
                aria-selected={slip.mode === mode}
                className="sb-tab"
                data-testid={`slip-mode-${mode}`}
                disabled={
                  (mode === 'parlay' && !isParlayable(slip.picks)) ||
                  (mode === 'system' && systems.length === 0)
                }
                onClick={() => setMode(mode)}
              >
                {t(`sports.slip.modes.${mode}`)}
              </button>
            ))}
          </div>
          <ul className="sb-slip__picks">
            {slip.picks.map((pick) => (
              <li key={pick.selectionId} className="sb-pick" data-selection={pick.selectionId}>
                <div className="sb-pick__what">
                  <strong>{pick.selectionName}</strong>
                  <span>{pick.marketName}</span>
                  <span>{pick.eventName}</span>
                </div>
                <span className="sb-pick__odds">{pick.display[format]}</span>
                <button
                  type="button"
                  className="btn btn--ghost sb-pick__remove"
                  aria-label={`${t('sports.slip.remove')}: ${pick.selectionName}`}
                  onClick={() => slip.remove(pick.selectionId)}
                >
                  <X size={16} aria-hidden />
                </button>
                {slip.mode === 'singles' && (
                  <label className="sb-stake">
                    <span className="visually-hidden">
                      {t('sports.slip.stakeFor', { name: pick.selectionName })}
                    </span>
                    <input
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={t('sports.slip.stake')}
                      value={slip.stakes[pick.selectionId] ?? ''}
                      data-testid="single-stake"
                      onChange={(e) =>
                        slip.set({
                          stakes: { ...slip.stakes, [pick.selectionId]: cleanStake(e.target.value) },
                        })
                      }
                    />
                  </label>
                )}
              </li>
            ))}
          </ul>
          {slip.mode === 'parlay' && !isParlayable(slip.picks) && (
            <p className="sb-muted">{t('sports.slip.parlayNeedsTwo')}</p>
          )}
          {slip.mode === 'system' && (
            <label className="sb-field">
              <span>{t('sports.slip.system')}</span>
              <select value={slip.system ?? ''} onChange={(e) => slip.set({ system: e.target.value })}>
                {systems.map((s) => (
                  <option key={s.code} value={s.code}>
                    {t('sports.slip.systemLines', { name: s.name, lines: s.lines })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {slip.mode !== 'singles' && (
            <label className="sb-field">
              <span>{slip.mode === 'parlay' ? t('sports.slip.stake') : t('sports.slip.unitStake')}</span>
              <input
                inputMode="decimal"
                autoComplete="off"
                value={slip.comboStake}
                data-testid="combo-stake"
                onChange={(e) => slip.set({ comboStake: cleanStake(e.target.value) })}
              />
            </label>
          )}
          <label className="sb-field">
            <span>{t('sports.slip.oddsChange')}</span>
            <select
              value={oddsChange}
              data-testid="odds-change"
              onChange={(e) => onOddsChange(e.target.value as OddsChangeCode)}
            >
              {(['none', 'better', 'any'] as const).map((rule) => (
                <option key={rule} value={rule}>
                  {t(`sports.slip.oddsChanges.${rule}`)}
                </option>
              ))}
            </select>
          </label>
          <dl className="sb-slip__sums">
            <div>
              <dt>{t('sports.slip.totalStake')}</dt>
              <dd data-testid="slip-stake">{quote.data ? formatMoney(quote.data.stake) : '—'}</dd>
            </div>
            {slip.mode === 'parlay' && quote.data?.bets[0]?.odds && (
              <div>
                <dt>{t('sports.slip.price', { odds: '' }).trim()}</dt>
                <dd>{quote.data.bets[0].odds}</dd>
              </div>
            )}
            <div>
              <dt>{t('sports.slip.potentialReturn')}</dt>
              <dd className="sb-slip__return" data-testid="slip-return">
                {potential !== undefined ? formatMoney(potential) : '—'}
              </dd>
            </div>
          </dl>
          {changed.length > 0 && (
            <div className="sb-slip__changed">
              <p>{t('sports.slip.changed', { count: changed.length })}</p>
              <button type="button" className="btn btn--ghost" onClick={() => slip.accept(changed)}>
                {t('sports.slip.acceptChanged')}
              </button>
            </div>
          )}
          {quote.isError && !place.isError && <FormAlert>{errorText(quote.error, t)}</FormAlert>}
          {token === null ? (
            <button
              type="button"
              className="btn btn--primary sb-slip__place"
              onClick={() => requireGate('login')}
            >
              {t('sports.slip.loginToBet')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary sb-slip__place"
              data-testid="place-slip"
              disabled={body === null || place.isPending}
              onClick={() => place.mutate()}
            >
              {place.isPending ? t('sports.slip.placing') : t('sports.slip.place')}
            </button>
          )}
          {place.isError && <FormAlert>{errorText(place.error, t)}</FormAlert>}
          <button type="button" className="btn btn--ghost sb-slip__clear" onClick={() => slip.clear()}>
            {t('sports.slip.clearAll')}
          </button>
        </>
      )}
    </section>
  );
}
