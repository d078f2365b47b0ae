import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { mobileValidator, renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import { useSmsSender } from '../../../lib/auth/use-sms-sender';
import { applyServerErrors } from '../../../lib/form-errors';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { Field, TextInput } from '../../../ui/form/field';
import { MobileNumberField } from '../../../ui/form/mobile-number-field';
import { PasswordField } from '../../../ui/form/password-field';
import { SmsSendButton } from '../../../ui/form/sms-send-button';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Dialog } from '../../../ui/modal';
import {
  bindEmail,
  bindMobile,
  profileQueryOptions,
  sendEmailCode,
  sendMobileCode,
} from '../api/security-center';

interface Values {
  address: string;
  verificationCode: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Binds or replaces the mobile number or e-mail address with a code sent to the new one. */
export function BindContactDialog({
  kind,
  profile,
  onClose,
}: {
  kind: 'mobile' | 'email';
  profile: Profile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const token = useSessionStore((state) => state.token);
  const openNotice = useModalStore((state) => state.openNotice);
  const queryClient = useQueryClient();
  const country = useDialingCountry();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError, trigger } = useForm<Values>({
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const replacing = Boolean(kind === 'mobile' ? profile.mobileNum : profile.email);
  const askPassword = replacing && profile.hasPassword;
  const key = kind === 'mobile' ? 'Mobile' : 'Email';

  const sms = useSmsSender({
    send: async () => {
      const address = getValues('address').trim();
      const sent =
        kind === 'mobile'
          ? await sendMobileCode({ countryDialingCode: country.dialingCode, mobileNum: address })
          : await sendEmailCode({ email: address });
      setNotice(kind === 'mobile' ? t('auth.sms.sent') : t('mc.pages.securityCenter.emailCodeSent'));
      return sent;
    },
    onError: (error) => setFailure(errorText(error, t)),
  });

  const validateEmail = (value: string): true | string => {
    const required = requiredValidator(value);
    if (required !== true) return required;
    return EMAIL.test(value.trim()) || t('mc.pages.securityCenter.emailInvalid');
  };
  const validateAddress = kind === 'mobile' ? mobileValidator(country.countryCode) : validateEmail;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const common = {
      verificationCode: values.verificationCode,
      password: askPassword ? values.password : undefined,
    };
    try {
      const next =
        kind === 'mobile'
          ? await bindMobile({
              countryDialingCode: country.dialingCode,
              mobileNum: values.address.trim(),
              ...common,
            })
          : await bindEmail({ email: values.address.trim(), ...common });
      queryClient.setQueryData(profileQueryOptions(token).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      onClose();
      openNotice({ kind: 'message', tone: 'success', text: t(`mc.pages.securityCenter.${kind}Saved`) });
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, t, {
          error_verification_code: 'verificationCode',
          error_old_password: 'password',
          error_mobile_taken: 'address',
          error_email_taken: 'address',
        }),
      );
    }
  });

  const addressError = renderFieldError(errors.address?.message, language);
  const codeError = renderFieldError(errors.verificationCode?.message, language);
  const sendState = {
    seconds: sms.seconds,
    sending: sms.sending,
    disabled: false,
    label: t('mc.pages.securityCenter.sendCode'),
    countdownLabel: t('auth.sms.countdown', { seconds: sms.seconds }),
    onSend: () => {
      setFailure(null);
      setNotice(null);
      void trigger('address').then((valid) => sms.sendCode(valid));
    },
  };

  return (
    <Dialog
      open
      name={`bind${key}Dialog`}
      title={t(`mc.pages.securityCenter.${replacing ? 'change' : 'bind'}${key}Title`)}
      onClose={onClose}
      width={460}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {kind === 'mobile' ? (
          <MobileNumberField
            id={`${id}-address`}
            country={country}
            error={addressError}
            invalid={Boolean(addressError)}
            data-autofocus
            {...register('address', { validate: validateAddress })}
          />
        ) : (
          <Field id={`${id}-address`} label={t('mc.pages.securityCenter.newEmail')} error={addressError}>
            <TextInput
              id={`${id}-address`}
              type="email"
              autoComplete="email"
              placeholder={t('auth.placeholders.email')}
              invalid={Boolean(addressError)}
              data-autofocus
              {...register('address', { validate: validateAddress })}
            />
          </Field>
        )}
        <Field id={`${id}-code`} label={t('auth.fields.verificationCode')} error={codeError}>
          <div className="input-row">
            <TextInput
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              invalid={Boolean(codeError)}
              {...register('verificationCode', { validate: requiredValidator })}
            />
            <SmsSendButton {...sendState} />
          </div>
        </Field>
        {askPassword && (
          <PasswordField
            id={`${id}-password`}
            label={t('mc.pages.securityCenter.loginPasswordConfirm')}
            autoComplete="current-password"
            error={renderFieldError(errors.password?.message, language)}
            invalid={Boolean(errors.password)}
            {...register('password', { validate: requiredValidator })}
          />
        )}
        {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('mc.pages.securityCenter.save')}</SubmitButton>
      </form>
    </Dialog>
  );
}
