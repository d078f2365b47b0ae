import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { encodeProblem, renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useSmsSender } from '../../../lib/auth/use-sms-sender';
import { isValidMobile } from '../../../lib/phone';
import { CountryCodePicker } from '../../../ui/form/country-code-picker';
import { Field, TextInput } from '../../../ui/form/field';
import { SmsSendButton } from '../../../ui/form/sms-send-button';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { login, sendLoginSms } from '../api/login';
import { useFinishLogin } from '../hooks/use-finish-login';
import { readRememberCookies, saveRememberCookies } from '../lib/remember-me';

interface Values {
  mobileNum: string;
  verificationCode: string;
  rememberMe: boolean;
}

/** §2 mobile-number tab (MOBILEVERCODELOGIN3): number with country code, SMS code; no human check at submit (§5). */
export function SmsLoginForm({ human, agentOnly }: { human: HumanCheck; agentOnly: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const remembered = readRememberCookies();
  const country = useDialingCountry(remembered.sms?.countryCode);
  const { register, handleSubmit, formState, getValues, trigger } = useForm<Values>({
    defaultValues: {
      mobileNum: remembered.sms?.mobileNum ?? '',
      verificationCode: '',
      rememberMe: remembered.remember,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { succeed, handOff } = useFinishLogin(agentOnly);
  const errors = formState.errors;
  const validateMobile = (value: string) =>
    requiredValidator(value) === true
      ? isValidMobile(country.countryCode, value) || encodeProblem({ key: 'in_mobileNum_error' })
      : requiredValidator(value);

  const sms = useSmsSender({
    send: async () => {
      const sent = await sendLoginSms({
        countryDialingCode: country.dialingCode,
        mobileNo: getValues('mobileNum').trim(),
        altcha: await human.take(),
      });
      setNotice(t('auth.sms.sent'));
      return sent;
    },
    onError: (error) => setFailure(errorText(error, t)),
  });

  const onSend = async () => {
    setFailure(null);
    setNotice(null);
    await sms.sendCode(await trigger('mobileNum'));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const mobileNum = values.mobileNum.trim();
    try {
      const value = await login({
        type: 'sms',
        countryDialingCode: country.dialingCode,
        mobileNum,
        verificationCode: values.verificationCode,
        rememberMe: values.rememberMe,
        agentOnly,
      });
      saveRememberCookies({
        rememberMe: values.rememberMe,
        type: 'sms',
        mobileNum,
        countryCode: country.countryCode,
      });
      succeed(value, 'sms');
    } catch (error) {
      if (!handOff(error)) setFailure(errorText(error, t));
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
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
              validate: (value) => (value === '' ? encodeProblem({ key: 'field_required' }) : true),
            })}
          />
          <SmsSendButton
            seconds={sms.seconds}
            sending={sms.sending}
            disabled={human.status === 'error'}
            label={t('auth.sms.send')}
            countdownLabel={t('auth.sms.countdown', { seconds: sms.seconds })}
            onSend={() => void onSend()}
          />
        </div>
      </Field>
      <label className="checkbox">
        <input type="checkbox" {...register('rememberMe')} />
        {t('auth.login.rememberMe')}
      </label>
      {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
