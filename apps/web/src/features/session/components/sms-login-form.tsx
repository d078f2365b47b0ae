import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { encodeProblem, mobileValidator, renderFieldError } from '../../../lib/auth/field-problems';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useMobileCodeSender } from '../../../lib/auth/use-mobile-code-sender';
import { MobileNumberField } from '../../../ui/form/mobile-number-field';
import { SmsCodeField } from '../../../ui/form/sms-code-field';
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

  const sms = useMobileCodeSender({
    request: sendLoginSms,
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
          validate: (value) => (value === '' ? encodeProblem({ key: 'field_required' }) : true),
        })}
      />
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
