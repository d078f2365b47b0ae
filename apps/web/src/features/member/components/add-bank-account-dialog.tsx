import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSessionStore } from '../../../stores/session-store';
import { Field, TextInput } from '../../../ui/form/field';
import { PasswordField } from '../../../ui/form/password-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Dialog } from '../../../ui/modal';
import { bankAccountsQueryOptions } from '../../../lib/bank-accounts';
import { addBankAccount, useBanks } from '../api/security-center';

interface Values {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

/** Binds a withdrawal account in the member's own name, confirmed with the payment password. */
export function AddBankAccountDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { data: banks = [] } = useBanks();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { accountName: profile.payeeName ?? '' },
  });
  const errors = formState.errors;
  const error = (name: keyof Values) => renderFieldError(errors[name]?.message, language);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const list = await addBankAccount({
        bankCode: values.bankCode,
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.trim(),
        paymentPassword: values.paymentPassword,
      });
      queryClient.setQueryData(bankAccountsQueryOptions(token).queryKey, list);
      // The first account may have set the payee name; the count changed either way.
      void queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
      onClose();
    } catch (failed) {
      setFailure(
        applyServerErrors(failed, setError, t, {
          error_payment_password: 'paymentPassword',
          error_bank_invalid: 'bankCode',
          error_bank_account_number: 'accountNumber',
          error_bank_account_exists: 'accountNumber',
        }),
      );
    }
  });

  return (
    <Dialog
      open
      name="addBankAccountDialog"
      title={t('mc.pages.securityCenter.addBankTitle')}
      onClose={onClose}
      width={460}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field id={`${id}-bank`} label={t('mc.pages.securityCenter.bank')} error={error('bankCode')}>
          <select
            id={`${id}-bank`}
            className="input"
            aria-invalid={Boolean(errors.bankCode) || undefined}
            data-autofocus
            defaultValue=""
            {...register('bankCode', { validate: requiredValidator })}
          >
            <option value="" disabled>
              {t('mc.pages.securityCenter.chooseBank')}
            </option>
            {banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-name`}
          label={t('mc.pages.securityCenter.accountName')}
          error={error('accountName')}
          hint={t('mc.pages.securityCenter.accountNameHint')}
        >
          <TextInput
            id={`${id}-name`}
            autoComplete="name"
            readOnly={Boolean(profile.payeeName)}
            invalid={Boolean(errors.accountName)}
            {...register('accountName', { validate: requiredValidator })}
          />
        </Field>
        <Field
          id={`${id}-number`}
          label={t('mc.pages.securityCenter.accountNumber')}
          error={error('accountNumber')}
          hint={t('mc.pages.securityCenter.accountNumberHint')}
        >
          <TextInput
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            invalid={Boolean(errors.accountNumber)}
            {...register('accountNumber', { validate: requiredValidator })}
          />
        </Field>
        <PasswordField
          id={`${id}-pay`}
          label={t('auth.fields.paymentPassword')}
          autoComplete="off"
          error={error('paymentPassword')}
          invalid={Boolean(errors.paymentPassword)}
          {...register('paymentPassword', { validate: requiredValidator })}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('mc.pages.securityCenter.addBank')}</SubmitButton>
      </form>
    </Dialog>
  );
}
