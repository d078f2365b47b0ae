import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@swerte/contracts';
import { parseCents } from '@swerte/contracts';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { Field, TextInput } from '../../../ui/form/field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { depositByBank, depositByGateway } from '../api/payments';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { AmountField, amountValidator } from './amount-field';
import { CopyButton } from './copy-button';
import { ReceiptPicker } from './receipt-picker';
import type { Receipt } from './receipt-picker';

export type DepositOutcome =
  { kind: 'bank'; orderNo: string } | { kind: 'gateway'; orderNo: string; payUrl: string };

const QUICK_AMOUNTS = ['100.00', '500.00', '1000.00', '5000.00', '10000.00'];

interface Values {
  amount: string;
  reference: string;
}

/** One deposit by the chosen method: a reported bank transfer, or an online payment in a new tab. */
export function DepositForm({
  method,
  currencySymbol,
  onDone,
}: {
  method: DepositMethod;
  currencySymbol: string;
  onDone: (outcome: DepositOutcome) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const moneyMoved = useMoneyMoved();
  const queryClient = useQueryClient();
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { reference: '' },
  });
  const limits = { min: method.minAmount, max: method.maxAmount };
  const quick = QUICK_AMOUNTS.filter(
    (amount) => parseCents(amount) >= parseCents(limits.min) && parseCents(amount) <= parseCents(limits.max),
  );
  const account = method.receivingAccount;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const amount = values.amount.trim();
    try {
      if (method.kind === 'bank') {
        const deposit = await depositByBank({
          methodId: method.id,
          amount,
          reference: values.reference.trim(),
          receipts: receipts.map((receipt) => ({ data: receipt.data })),
        });
        onDone({ kind: 'bank', orderNo: deposit.orderNo });
      } else {
        const { deposit, payUrl } = await depositByGateway({ methodId: method.id, amount });
        window.open(payUrl, '_blank', 'noopener');
        onDone({ kind: 'gateway', orderNo: deposit.orderNo, payUrl });
      }
      await moneyMoved();
    } catch (error) {
      // The operator switched the method off meanwhile: the list is read again, so it goes away.
      if (isApiError(error) && error.code === 'error_deposit_method_unavailable') {
        void queryClient.invalidateQueries({ queryKey: ['wallet', 'depositMethods'] });
      }
      setFailure(
        applyServerErrors(error, setError, t, {
          error_amount_below_min: 'amount',
          error_amount_above_max: 'amount',
          error_amount_invalid: 'amount',
        }),
      );
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {account && (
        <div className="deposit-account">
          <p className="deposit-account__title">{t('mc.pages.depositv2.transferTo')}</p>
          <dl>
            <div>
              <dt>{t('mc.pages.depositv2.bankName')}</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div>
              <dt>{t('mc.pages.depositv2.accountName')}</dt>
              <dd>
                {account.accountName}
                <CopyButton value={account.accountName} label={t('mc.pages.depositv2.accountName')} />
              </dd>
            </div>
            <div>
              <dt>{t('mc.pages.depositv2.accountNumber')}</dt>
              <dd className="deposit-account__number">
                {account.accountNumber}
                <CopyButton value={account.accountNumber} label={t('mc.pages.depositv2.accountNumber')} />
              </dd>
            </div>
          </dl>
        </div>
      )}
      <AmountField
        id={`${id}-amount`}
        currencySymbol={currencySymbol}
        limits={limits}
        problem={formState.errors.amount?.message}
        registration={register('amount', { validate: amountValidator(() => limits) })}
      />
      {quick.length > 0 && (
        <div className="quick-amounts">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className="quick-amount"
              onClick={() => setValue('amount', amount, { shouldValidate: true })}
            >
              {formatMoney(amount).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      )}
      {method.kind === 'bank' && (
        <>
          <Field
            id={`${id}-reference`}
            label={t('mc.pages.depositv2.reference')}
            optionalText={t('auth.fields.optional')}
            hint={t('mc.pages.depositv2.referenceHint')}
          >
            <TextInput id={`${id}-reference`} maxLength={64} autoComplete="off" {...register('reference')} />
          </Field>
          <ReceiptPicker value={receipts} onChange={setReceipts} />
        </>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>
        {method.kind === 'bank' ? t('mc.pages.depositv2.submitBank') : t('mc.pages.depositv2.submitGateway')}
      </SubmitButton>
    </form>
  );
}
