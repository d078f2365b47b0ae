import { useTranslation } from 'react-i18next';
import type { Limit } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { useProtectionChange } from '../api/protection';

/** The limits in force: what the window used, when it resets, and a raise or removal waiting. */
export function LimitList({ limits, at }: { limits: readonly Limit[]; at: (iso: string) => string }) {
  const { t } = useTranslation();
  const confirm = useProtectionChange('confirmLimit');
  const cancel = useProtectionChange('cancelLimit');
  const remove = useProtectionChange('setLimit');
  if (limits.length === 0) return <p className="rg__empty">{t('rg.limits.none')}</p>;
  const show = (l: { amount: string | null; minutes: number | null }) =>
    l.amount !== null ? formatMoney(l.amount) : t('rg.limits.minutesValue', { count: l.minutes ?? 0 });
  const failure = confirm.error ?? cancel.error ?? remove.error;
  return (
    <>
      <ul className="rg__limits" data-testid="rg-limits">
        {limits.map((limit) => {
          const key = { kind: limit.kind, period: limit.period };
          const used =
            limit.kind === 'session'
              ? t('rg.limits.minutesValue', { count: Number(limit.used) })
              : formatMoney(limit.used);
          return (
            <li
              key={`${limit.kind}-${limit.period}`}
              className="rg__limit"
              data-testid={`rg-limit-${limit.kind}-${limit.period}`}
            >
              <div className="rg__limit-head">
                <strong>
                  {t(`rg.limits.periods.${limit.period}`)} · {t(`rg.limits.kinds.${limit.kind}`)}:{' '}
                  {show(limit)}
                </strong>
                {!limit.pending && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => remove.mutate({ ...key, remove: true })}
                  >
                    {t('rg.limits.remove')}
                  </button>
                )}
              </div>
              <span className="rg__meta">
                {t('rg.limits.used', { used, limit: show(limit) })} ·{' '}
                {t('rg.limits.resets', { at: at(limit.resetsAt) })}
              </span>
              {limit.pending && (
                <div className="rg__pending" data-testid="rg-pending">
                  <span>
                    {limit.pending.removes
                      ? t('rg.limits.pendingRemove', { at: at(limit.pending.effectiveAt) })
                      : t('rg.limits.pending', {
                          value: show(limit.pending),
                          at: at(limit.pending.effectiveAt),
                        })}
                  </span>
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    disabled={!limit.pending.confirmable}
                    onClick={() => confirm.mutate(key)}
                  >
                    {t('rg.limits.confirm')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => cancel.mutate(key)}
                  >
                    {t('rg.limits.cancel')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="form-alert form-alert--error" role="alert">
          {errorText(failure, t)}
        </p>
      )}
    </>
  );
}
