import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_PERIODS, type LimitPeriod } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { Panel } from '../../../ui/panel';
import { useProtectionChange, useProtectionStatus } from '../api/protection';
import '../../../ui/form/form.css';
import '../pages/responsible-gaming.css';

/**
 * Before a member's first deposit (issue 15): the offer to set a deposit limit first, while the server
 * says it is due (no deposit limit, no deposit yet); "Not now" puts it away for this visit of the page.
 */
export function DepositLimitOffer() {
  const { t } = useTranslation();
  const status = useProtectionStatus();
  const save = useProtectionChange('setLimit');
  const [period, setPeriod] = useState<LimitPeriod>('daily');
  const [amount, setAmount] = useState('');
  const [dismissed, setDismissed] = useState(false);
  if (!status.data || dismissed) return null;
  // Once saved, the status says the offer is past; the confirmation stays until the page is left.
  if (!status.data.depositLimitOffer && !save.isSuccess) return null;
  const deposit = status.data.limits.filter((limit) => limit.kind === 'deposit');
  return (
    <Panel title={t('rg.offer.title')}>
      <div data-testid="rg-deposit-offer">
        {save.isSuccess ? (
          <p className="form-alert form-alert--success" role="status" data-testid="rg-offer-saved">
            {t('rg.offer.saved', {
              period: t(`rg.limits.periods.${deposit[0]?.period ?? period}`),
              amount: formatMoney(deposit[0]?.amount ?? '0.00'),
            })}
          </p>
        ) : (
          <>
            <p className="rg__note">{t('rg.offer.text')}</p>
            {/* Not a form: it sits above the deposit form, whose submit button stays the page's only one. */}
            <div className="rg__form" role="group" aria-label={t('rg.offer.title')}>
              <label className="field">
                <span className="field__label">{t('rg.limits.period')}</span>
                <select
                  className="input"
                  value={period}
                  data-testid="rg-offer-period"
                  onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
                >
                  {LIMIT_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`rg.limits.periods.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span className="field__label">{t('rg.limits.amount')}</span>
                <input
                  className="input"
                  inputMode="decimal"
                  maxLength={16}
                  required
                  value={amount}
                  data-testid="rg-offer-amount"
                  onChange={(e) => setAmount(e.target.value)}
                />
              </label>
              <div className="rg__offer-actions">
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={save.isPending || amount.trim() === ''}
                  data-testid="rg-offer-save"
                  onClick={() => save.mutate({ kind: 'deposit', period, amount: amount.trim() })}
                >
                  {t('rg.offer.save')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setDismissed(true)}>
                  {t('rg.cancelButton')}
                </button>
              </div>
              {save.isError && (
                <p className="form-alert form-alert--error" role="alert">
                  {errorText(save.error, t)}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}
