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
  passwordValidator,
  renderFieldError,
  requiredValidator,
} from '../../../lib/auth/field-problems';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useSmsSender } from '../../../lib/auth/use-sms-sender';
import { isValidMobile } from '../../../lib/phone';
import { useModalStore } from '../../../stores/modal-store';
import { CountryCodePicker } from '../../../ui/form/country-code-picker';
import { Field, PasswordInput, TextInput } from '../../../ui/form/field';
import { SmsSendButton } from '../../../ui/form/sms-send-button';
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
  const validateMobile = (value: string) =>
    requiredValidator(value) !== true
      ? requiredValidator(value)
      : isValidMobile(country.countryCode, value) || encodeProblem({ key: 'in_mobileNum_error' });

  const sms = useSmsSender({
    send: async () => {
      const sent = await sendResetSms({
        countryDialingCode: country.dialingCode,
        mobileNo: getValues('mobileNum').trim(),
        altcha: await human.take(),
      });
      setNotice(t('auth.sms.sent'));
      return sent;
    },
    onError: (error) => setFailure(errorText(error, t)),
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
      <Field
        id={`${id}-mobile`}
        label={t('auth.fields.mobileNum')}
        error={renderFieldError(errors.mobileNum?.message, language)}
      >
        <div className="input-row">
          <CountryCodePicker
            countries={country.countries}
            filter={country.filter}
            value={country.countryCode}
            onChange={country.setCountryCode}
            label={t('auth.country.label')}
            searchPlaceholder={t('auth.country.search')}
            emptyText={t('auth.country.none')}
          />
          <TextInput
            id={`${id}-mobile`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.placeholders.mobileNum')}
            invalid={Boolean(errors.mobileNum)}
            {...register('mobileNum', { validate: validateMobile })}
          />
        </div>
      </Field>
      <Field
        id={`${id}-code`}
        label={t('auth.fields.verificationCode')}
        error={renderFieldError(errors.verificationCode?.message, language)}
      >
        <div className="input-row">
          <TextInput
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('auth.placeholders.verificationCode')}
            invalid={Boolean(errors.verificationCode)}
            {...register('verificationCode', {
              validate: (value) => value !== '' || encodeProblem({ key: 'field_required' }),
            })}
          />
          <SmsSendButton
            seconds={sms.seconds}
            sending={sms.sending}
            disabled={human.status === 'error'}
            label={t('auth.sms.send')}
            countdownLabel={t('auth.sms.countdown', { seconds: sms.seconds })}
            onSend={() => {
              setFailure(null);
              setNotice(null);
              void trigger('mobileNum').then((valid) => sms.sendCode(valid));
            }}
          />
        </div>
      </Field>
      <Field
        id={`${id}-new`}
        label={t('auth.fields.newPassword')}
        error={renderFieldError(errors.newPassword?.message, language)}
      >
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          invalid={Boolean(errors.newPassword)}
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          {...register('newPassword', { validate: passwordValidator(settings?.password) })}
        />
      </Field>
      {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.forget.reset')}</SubmitButton>
    </form>
  );
}
