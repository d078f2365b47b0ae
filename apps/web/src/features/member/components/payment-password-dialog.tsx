import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { renderFieldError, requiredValidator, ruleValidator, sameAs } from '../../../lib/auth/field-problems';
import { applyServerErrors } from '../../../lib/form-errors';
import { useModalStore } from '../../../stores/modal-store';
import { PasswordField } from '../../../ui/form/password-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Dialog } from '../../../ui/modal';
import { changePaymentPassword } from '../api/security-center';
import { useRegisterSettings } from '../api/register';

interface Values {
  password: string;
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/**
 * Sets the first payment password (confirmed with the login password, when the account has one) or
 * changes it (with the current one). The operator's payment-password rule applies, else 6 digits.
 */
export function PaymentPasswordDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const openNotice = useModalStore((state) => state.openNotice);
  const { data: rules } = useRegisterSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<Values>({ mode: 'onTouched' });
  const errors = formState.errors;
  const changing = profile.hasPaymentPassword;
  const rule = rules?.paymentPassword?.enabled ? rules.paymentPassword : undefined;
  const sixDigits = t('mc.pages.securityCenter.paymentPasswordHint');

  const validateNew = (value: string): true | string => {
    const required = requiredValidator(value);
    if (required !== true) return required;
    if (rule) return ruleValidator({ ...rule, required: true })(value);
    return /^\d{6}$/.test(value.trim()) || sixDigits;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePaymentPassword({
        password: !changing && profile.hasPassword ? values.password : undefined,
        oldPaymentPassword: changing ? values.oldPaymentPassword : undefined,
        newPaymentPassword: values.newPaymentPassword.trim(),
        confirmPaymentPassword: values.confirmPaymentPassword.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onClose();
      openNotice({
        kind: 'message',
        tone: 'success',
        text: t('mc.pages.securityCenter.paymentPasswordSaved'),
      });
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, t, {
          error_payment_password: 'oldPaymentPassword',
          error_old_password: 'password',
        }),
      );
    }
  });

  const field = (name: keyof Values) => ({
    error: renderFieldError(errors[name]?.message, language),
    invalid: Boolean(errors[name]),
  });

  return (
    <Dialog
      open
      name="paymentPasswordDialog"
      title={
        changing
          ? t('mc.pages.securityCenter.paymentPasswordChangeTitle')
          : t('mc.pages.securityCenter.paymentPasswordSetTitle')
      }
      onClose={onClose}
      width={440}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {!changing && profile.hasPassword && (
          <PasswordField
            id={`${id}-password`}
            label={t('mc.pages.securityCenter.loginPasswordConfirm')}
            autoComplete="current-password"
            data-autofocus
            {...field('password')}
            {...register('password', { validate: requiredValidator })}
          />
        )}
        {changing && (
          <PasswordField
            id={`${id}-old`}
            label={t('mc.pages.securityCenter.oldPaymentPassword')}
            autoComplete="off"
            inputMode={rule ? undefined : 'numeric'}
            data-autofocus
            {...field('oldPaymentPassword')}
            {...register('oldPaymentPassword', { validate: requiredValidator })}
          />
        )}
        <PasswordField
          id={`${id}-new`}
          label={t('mc.pages.securityCenter.newPaymentPassword')}
          autoComplete="new-password"
          inputMode={rule ? undefined : 'numeric'}
          {...field('newPaymentPassword')}
          {...register('newPaymentPassword', { validate: validateNew })}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('mc.pages.securityCenter.confirmPaymentPassword')}
          autoComplete="new-password"
          inputMode={rule ? undefined : 'numeric'}
          {...field('confirmPaymentPassword')}
          {...register('confirmPaymentPassword', {
            validate: sameAs(() => getValues('newPaymentPassword')),
          })}
        />
        {!rule && <p className="field__hint">{sixDigits}</p>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('mc.pages.securityCenter.save')}</SubmitButton>
      </form>
    </Dialog>
  );
}
