import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { useBalance } from '../../../lib/balance';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { Field, TextInput } from '../../../ui/form/field';
import { PasswordField } from '../../../ui/form/password-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { newTransferId, transferToUpline } from '../api/wallet';
import { AmountField, amountValidator } from '../components/amount-field';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { createTransferIds } from '../lib/transfer-ids';
import './wallet-pages.css';

interface Values {
  amount: string;
  paymentPassword: string;
  remark: string;
}

/** Member centre transferUpline (§2, members of an agent's team): money from the main wallet to the agent. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { data: balance, isError, refetch } = useBalance();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const show = useMemberCentreStore((state) => state.show);
  const [failure, setFailure] = useState<{ text: string; needsPassword: boolean } | null>(null);
  const [transferIds] = useState(() => createTransferIds(newTransferId));
  const { register, handleSubmit, formState, setError, setValue, reset } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { remark: '' },
  });
  if (!balance)
    return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Spinner label={t('common.loading')} />;
  const money = (value: string) => `${balance.currencySymbol} ${formatMoney(value)}`;
  const available = balance.mainBalance;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const amount = values.amount.trim();
    const transferId = transferIds.idFor(amount);
    try {
      const done = await transferToUpline({
        amount,
        paymentPassword: values.paymentPassword,
        remark: values.remark.trim(),
        transferId,
      });
      await moneyMoved();
      reset({ amount: '', paymentPassword: '', remark: '' });
      openNotice({
        kind: 'message',
        tone: 'success',
        text: t('mc.pages.transferUpline.done', { amount: money(done.amount) }),
      });
    } catch (error) {
      const text = applyServerErrors(error, setError, t, {
        error_payment_password: 'paymentPassword',
        error_insufficient_balance: 'amount',
      });
      setFailure({
        text,
        needsPassword: isApiError(error) && error.code === 'error_payment_password_not_set',
      });
    }
  });

  return (
    <div className="wallet-page wallet-page--narrow">
      <p className="wallet-muted">{t('mc.pages.transferUpline.intro')}</p>
      <Panel>
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="wallet-available">
            <span>{t('mc.pages.transferUpline.available')}</span>
            <strong>{money(available)}</strong>
          </p>
          <AmountField
            id={`${id}-amount`}
            currencySymbol={balance.currencySymbol}
            limits={{ max: available }}
            problem={formState.errors.amount?.message}
            onAll={() => setValue('amount', available, { shouldValidate: true })}
            registration={register('amount', { validate: amountValidator(() => ({ max: available })) })}
          />
          <PasswordField
            id={`${id}-pay`}
            label={t('auth.fields.paymentPassword')}
            autoComplete="off"
            error={renderFieldError(formState.errors.paymentPassword?.message, language)}
            invalid={Boolean(formState.errors.paymentPassword)}
            {...register('paymentPassword', { validate: requiredValidator })}
          />
          <Field
            id={`${id}-remark`}
            label={t('mc.pages.transferUpline.remark')}
            optionalText={t('auth.fields.optional')}
          >
            <TextInput id={`${id}-remark`} maxLength={140} {...register('remark')} />
          </Field>
          {failure && (
            <FormAlert>
              {failure.text}{' '}
              {failure.needsPassword && (
                <button type="button" className="link-button" onClick={() => show('securityCenter')}>
                  {t('mc.money.goAccount')}
                </button>
              )}
            </FormAlert>
          )}
          <SubmitButton busy={formState.isSubmitting}>{t('mc.pages.transferUpline.submit')}</SubmitButton>
        </form>
      </Panel>
    </div>
  );
}
