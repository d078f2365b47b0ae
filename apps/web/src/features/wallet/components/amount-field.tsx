import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { Field, TextInput } from '../../../ui/form/field';
import { checkAmount } from '../lib/amount';
import type { AmountLimits, AmountProblem } from '../lib/amount';

const PROBLEMS: readonly AmountProblem[] = ['required', 'invalid', 'belowMin', 'aboveMax'];

/** A react-hook-form `validate` keeping the problem, not its text: the message follows the language. */
export function amountValidator(limits: () => AmountLimits) {
  return (value: string): true | AmountProblem => checkAmount(value, limits()) ?? true;
}

interface AmountFieldProps {
  id: string;
  /** The field's registration (name, ref, handlers). */
  registration: UseFormRegisterReturn;
  /** The validator's problem, or a message from the server. */
  problem?: string;
  limits: AmountLimits;
  currencySymbol: string;
  /** Fills in the whole available amount. */
  onAll?: () => void;
  autoFocus?: boolean;
}

/** A money amount input with its limits under it and an optional "all" shortcut. */
export function AmountField({
  id,
  registration,
  problem,
  limits,
  currencySymbol,
  onAll,
  autoFocus,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const money = (value?: string) => (value ? `${currencySymbol} ${formatMoney(value)}` : '');
  const error =
    problem && PROBLEMS.includes(problem as AmountProblem)
      ? t(`mc.money.${problem as AmountProblem}`, { min: money(limits.min), max: money(limits.max) })
      : problem;
  const hint =
    limits.min && limits.max
      ? t('mc.money.range', { min: money(limits.min), max: money(limits.max) })
      : undefined;

  return (
    <Field id={id} label={t('mc.money.amount')} error={error} hint={hint}>
      <div className="input-with-action amount-input">
        <span className="amount-input__symbol" aria-hidden>
          {currencySymbol}
        </span>
        <TextInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          invalid={Boolean(error)}
          data-autofocus={autoFocus || undefined}
          {...registration}
        />
        {onAll && (
          <button type="button" className="amount-input__all" onClick={onAll}>
            {t('mc.money.all')}
          </button>
        )}
      </div>
    </Field>
  );
}
