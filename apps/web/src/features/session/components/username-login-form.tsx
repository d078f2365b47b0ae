import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { useCaptcha } from '../../../lib/auth/use-captcha';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useModalStore } from '../../../stores/modal-store';
import { CaptchaField } from '../../../ui/form/captcha-field';
import { Field, TextInput } from '../../../ui/form/field';
import { HumanCheckBadge } from '../../../ui/form/human-check-badge';
import { PasswordField } from '../../../ui/form/password-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { login } from '../api/login';
import { refusalWantsCaptcha, useFinishLogin } from '../hooks/use-finish-login';
import { readRememberCookies, saveRememberCookies } from '../lib/remember-me';

interface Values {
  username: string;
  password: string;
  captcha: string;
  rememberMe: boolean;
}

/** §2 username tab: username, password (eye), captcha once asked for, remember me, human check. */
export function UsernameLoginForm({ human, agentOnly }: { human: HumanCheck; agentOnly: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const openAuth = useModalStore((state) => state.openAuth);
  const remembered = readRememberCookies();
  const { register, handleSubmit, formState, resetField } = useForm<Values>({
    defaultValues: {
      username: remembered.username,
      password: '',
      captcha: '',
      rememberMe: remembered.remember,
    },
  });
  const [showCaptcha, setShowCaptcha] = useState(false);
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<string | null>(null);
  const { succeed, handOff } = useFinishLogin(agentOnly);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const username = values.username.trim();
    try {
      const value = await login({
        type: 'username',
        username,
        password: values.password.trim(),
        ...(showCaptcha ? { captchaKey: captcha.captcha?.captchaKey, captcha: values.captcha.trim() } : {}),
        altcha: await human.take(),
        rememberMe: values.rememberMe,
        agentOnly,
      });
      saveRememberCookies({ rememberMe: values.rememberMe, type: 'username', username });
      succeed(value, 'username');
    } catch (error) {
      if (showCaptcha || refusalWantsCaptcha(error)) {
        setShowCaptcha(true);
        resetField('captcha');
        void captcha.load();
      }
      if (!handOff(error)) setFailure(errorText(error, t));
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        id={`${id}-username`}
        label={t('auth.fields.username')}
        error={renderFieldError(errors.username?.message, language)}
      >
        <TextInput
          id={`${id}-username`}
          autoComplete="username"
          placeholder={t('auth.placeholders.username')}
          invalid={Boolean(errors.username)}
          data-autofocus
          {...register('username', { validate: requiredValidator })}
        />
      </Field>
      <PasswordField
        id={`${id}-password`}
        label={t('auth.fields.password')}
        error={renderFieldError(errors.password?.message, language)}
        autoComplete="current-password"
        placeholder={t('auth.placeholders.password')}
        invalid={Boolean(errors.password)}
        {...register('password', { validate: requiredValidator })}
      />
      {showCaptcha && (
        <CaptchaField
          id={`${id}-captcha`}
          error={renderFieldError(errors.captcha?.message, language)}
          captcha={captcha}
          invalid={Boolean(errors.captcha)}
          {...register('captcha', { validate: requiredValidator, shouldUnregister: true })}
        />
      )}
      <div className="auth-links">
        <label className="checkbox">
          <input type="checkbox" {...register('rememberMe')} />
          {t('auth.login.rememberMe')}
        </label>
        <button type="button" className="link-button" onClick={() => openAuth({ name: 'forget' })}>
          {t('auth.login.forgot')}
        </button>
      </div>
      <HumanCheckBadge status={human.status} onRetry={human.retry} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
