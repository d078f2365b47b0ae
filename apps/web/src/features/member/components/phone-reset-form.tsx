import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { completeLogin } from '../../../lib/auth/complete-login';
import { callEnc } from '../../../lib/auth/enc-call';
import { authRefs } from '../../../lib/auth/endpoints';
import { errorText } from '../../../lib/auth/error-text';
import {
  encodeProblem,
  mobileValidator,
  passwordValidator,
  renderFieldError,
} from '../../../lib/auth/field-problems';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useMobileCodeSender } from '../../../lib/auth/use-mobile-code-sender';
import { useModalStore } from '../../../stores/modal-store';
import { MobileNumberField } from '../../../ui/form/mobile-number-field';
import { PasswordField } from '../../../ui/form/password-field';
import { SmsCodeField } from '../../../ui/form/sms-code-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { resetByPhone, sendResetSms } from '../api/passwords';
import { useRegisterSettings } from '../api/register';

interface Values {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * §4 forgot by phone (CHNGPASSVERIF3): number, SMS code (purpose resetPassword), new password; then
 * a login with the trimmed number and the new password, and on to /. Where the number is not also the
 * account's login name that login is refused, and the login popup opens for the player instead.
 */
export function PhoneResetForm({ human }: { human: HumanCheck }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const country = useDialingCountry();
  const { data: settings } = useRegisterSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, trigger, setError } = useForm<Values>({
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const sms = useMobileCodeSender({
    request: sendResetSms,
    dialingCode: country.dialingCode,
    mobileNo: () => getValues('mobileNum'),
    checkNumber: () => trigger('mobileNum'),
    human,
    setNotice,
    setFailure,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const mobileNum = values.mobileNum.trim();
    const newPassword = values.newPassword.trim();
    try {
      await resetByPhone({
        countryDialingCode: country.dialingCode,
        mobileNum,
        verificationCode: values.verificationCode,
        newPassword,
      });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields))
          setError(field as keyof Values, { message: text });
      }
      setFailure(errorText(error, t));
      return;
    }
    try {
      const value = await callEnc(authRefs.login, {
        type: 'username',
        // The server takes a bound number in international form as the login name (§4).
        username: `+${country.dialingCode}${mobileNum.replace(/[\s()-]/g, '').replace(/^0+/, '')}`,
        password: newPassword,
        altcha: await human.take(),
      });
      completeLogin(value, queryClient, 'reset');
      void navigate('/');
    } catch {
      const { openAuth, openNotice } = useModalStore.getState();
      openAuth({ name: 'login' });
      openNotice({ kind: 'message', tone: 'success', text: t('auth.forget.resetDone') });
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="auth-intro">{t('auth.forget.mobileIntro')}</p>
      <MobileNumberField
        id={`${id}-mobile`}
        error={renderFieldError(errors.mobileNum?.message, language)}
        country={country}
        invalid={Boolean(errors.mobileNum)}
        {...register('mobileNum', { validate: mobileValidator(country.countryCode) })}
      />
      <SmsCodeField
        id={`${id}-code`}
        error={renderFieldError(errors.verificationCode?.message, language)}
        sms={sms}
        invalid={Boolean(errors.verificationCode)}
        {...register('verificationCode', {
          validate: (value) => value !== '' || encodeProblem({ key: 'field_required' }),
        })}
      />
      <PasswordField
        id={`${id}-new`}
        label={t('auth.fields.newPassword')}
        error={renderFieldError(errors.newPassword?.message, language)}
        autoComplete="new-password"
        invalid={Boolean(errors.newPassword)}
        {...register('newPassword', { validate: passwordValidator(settings?.password) })}
      />
      {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.forget.reset')}</SubmitButton>
    </form>
  );
}
