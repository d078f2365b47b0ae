import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount, EndpointValue, paymentsEndpoints } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { Field } from '../../../ui/form/field';
import { PasswordField } from '../../../ui/form/password-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { requestWithdrawal } from '../api/payments';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { minAmount } from '../lib/amount';
import { AmountField, amountValidator } from './amount-field';

type Info = EndpointValue<typeof paymentsEndpoints.withdrawInfo>;

interface Values {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
}

/** The withdrawal request: limits and today's count on top, then account, amount and payment password. */
export function WithdrawForm({
  info,
  accounts,
  currencySymbol,
}: {
  info: Info;
  accounts: BankAccount[];
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const show = useMemberCentreStore((state) => state.show);
  const [failure, setFailure] = useState<string | null>(null);
  const preferred = accounts.find((account) => account.isDefault) ?? accounts[0];
  const { register, handleSubmit, formState, setError, setValue, reset } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { bankAccountId: String(preferred?.id ?? '') },
  });
  const money = (value: string) => `${currencySymbol} ${formatMoney(value)}`;
  const limits = { min: info.minAmount, max: minAmount(info.maxAmount, info.balance) };
  const usedUp = info.usedToday >= info.dailyCount;
  const blocked = usedUp || !info.hasPaymentPassword;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const withdrawal = await requestWithdrawal({
        amount: values.amount.trim(),
        bankAccountId: Number(values.bankAccountId),
        paymentPassword: values.paymentPassword,
      });
      await moneyMoved();
      reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
      openNotice({
        kind: 'message',
        tone: 'success',
        text: t('mc.pages.withdraw.done', { orderNo: withdrawal.orderNo }),
      });
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, t, {
          error_payment_password: 'paymentPassword',
          error_insufficient_balance: 'amount',
          error_amount_below_min: 'amount',
          error_amount_above_max: 'amount',
        }),
      );
    }
  });

  return (
    <Panel>
      <div className="withdraw-facts">
        <p className="wallet-available">
          <span>{t('mc.pages.withdraw.available')}</span>
          <strong data-testid="withdraw-available">{money(info.balance)}</strong>
        </p>
        <p className="wallet-muted">
          {t('mc.pages.withdraw.limits', {
            range: t('mc.money.range', { min: money(info.minAmount), max: money(info.maxAmount) }),
          })}{' '}
          · {t('mc.pages.withdraw.today', { used: info.usedToday, count: info.dailyCount })}
        </p>
      </div>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field id={`${id}-account`} label={t('mc.pages.withdraw.account')}>
          <select id={`${id}-account`} className="input" {...register('bankAccountId')}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.bankName} · {account.accountName} · {account.accountNumber}
              </option>
            ))}
          </select>
        </Field>
        <AmountField
          id={`${id}-amount`}
          currencySymbol={currencySymbol}
          limits={limits}
          problem={formState.errors.amount?.message}
          onAll={() => setValue('amount', limits.max, { shouldValidate: true })}
          registration={register('amount', { validate: amountValidator(() => limits) })}
        />
        <PasswordField
          id={`${id}-pay`}
          label={t('auth.fields.paymentPassword')}
          autoComplete="off"
          error={renderFieldError(formState.errors.paymentPassword?.message, language)}
          invalid={Boolean(formState.errors.paymentPassword)}
          {...register('paymentPassword', { validate: requiredValidator })}
        />
        {usedUp && <FormAlert tone="info">{t('mc.pages.withdraw.dailyLimitReached')}</FormAlert>}
        {!info.hasPaymentPassword && (
          <FormAlert tone="info">
            {t('mc.pages.withdraw.noPaymentPassword')}{' '}
            <button type="button" className="link-button" onClick={() => show('securityCenter')}>
              {t('mc.money.goAccount')}
            </button>
          </FormAlert>
        )}
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting} disabled={blocked}>
          {t('mc.pages.withdraw.submit')}
        </SubmitButton>
      </form>
    </Panel>
  );
}
