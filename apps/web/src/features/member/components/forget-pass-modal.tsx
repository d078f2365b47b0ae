import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';
import {
  encodeProblem,
  passwordValidator,
  renderFieldError,
  requiredValidator,
  sameAs,
} from '../../../lib/auth/field-problems';
import { useHumanCheck } from '../../../lib/auth/use-human-check';
import { useModalStore } from '../../../stores/modal-store';
import { Field, TextInput } from '../../../ui/form/field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { ModeSwitch } from '../../../ui/form/mode-switch';
import { PasswordField } from '../../../ui/form/password-field';
import { Modal } from '../../../ui/modal';
import { forgotByEmail, resetByEmailToken } from '../api/passwords';
import { useRegisterSettings } from '../api/register';
import { PhoneResetForm } from './phone-reset-form';

type Mode = 'email' | 'mobile';

interface ForgetPassModalProps {
  whitelabel: Partial<Whitelabel>;
  /** From /forget?resetToken=…: the e-mailed link opens the set-new-password form. */
  resetToken?: string;
  onClose: () => void;
}

/** forgetPassModal (§2/§4): by e-mail, or by mobile number when CHNGPASSVERIF3 is on. */
export function ForgetPassModal({ whitelabel, resetToken, onClose }: ForgetPassModalProps) {
  const { t } = useTranslation();
  const mobileOn = whitelabel.CHNGPASSVERIF3 === '1';
  const [mode, setMode] = useState<Mode>('email');
  const human = useHumanCheck(!resetToken && mode === 'mobile');
  return (
    <Modal
      open
      name="forgetPassModal"
      title={t(resetToken ? 'auth.forget.resetTitle' : 'auth.forget.title')}
      onClose={onClose}
      width={440}
    >
      <div className="auth-stack">
        {resetToken ? (
          <ResetByTokenForm resetToken={resetToken} />
        ) : (
          <>
            {mobileOn && (
              <ModeSwitch<Mode>
                label={t('auth.forget.modesLabel')}
                value={mode}
                onChange={setMode}
                options={[
                  { value: 'email', label: t('auth.forget.modeEmail'), testId: 'forget-mode-email' },
                  { value: 'mobile', label: t('auth.forget.modeMobile'), testId: 'forget-mode-mobile' },
                ]}
              />
            )}
            {mode === 'mobile' && mobileOn ? <PhoneResetForm human={human} /> : <EmailForm />}
          </>
        )}
      </div>
    </Modal>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const openNotice = useModalStore((state) => state.openNotice);
  const closeAuth = useModalStore((state) => state.closeAuth);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ username: string; email: string }>();
  const validateEmail = (value: string) => {
    if (requiredValidator(value) !== true) return requiredValidator(value);
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || encodeProblem({ key: 'reg_pattern_4' });
  };
  const onSubmit = handleSubmit(async ({ username, email }) => {
    setFailure(null);
    try {
      await forgotByEmail({ username: username.trim(), email: email.trim() });
      closeAuth();
      openNotice({ kind: 'message', tone: 'success', text: t('errors.password_sent') });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  });
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="auth-intro">{t('auth.forget.emailIntro')}</p>
      <Field
        id={`${id}-username`}
        label={t('auth.fields.username')}
        error={renderFieldError(formState.errors.username?.message, language)}
      >
        <TextInput
          id={`${id}-username`}
          autoComplete="username"
          placeholder={t('auth.placeholders.username')}
          invalid={Boolean(formState.errors.username)}
          data-autofocus
          {...register('username', { validate: requiredValidator })}
        />
      </Field>
      <Field
        id={`${id}-email`}
        label={t('auth.fields.email')}
        error={renderFieldError(formState.errors.email?.message, language)}
      >
        <TextInput
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.placeholders.email')}
          invalid={Boolean(formState.errors.email)}
          {...register('email', { validate: validateEmail })}
        />
      </Field>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.forget.send')}</SubmitButton>
    </form>
  );
}

function ResetByTokenForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { openAuth, openNotice } = useModalStore.getState();
  const { data: settings } = useRegisterSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<{
    newPassword: string;
    confirmNewPassword: string;
  }>({ mode: 'onTouched' });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetByEmailToken({
        resetToken,
        newPassword: values.newPassword.trim(),
        confirmNewPassword: values.confirmNewPassword.trim(),
      });
      openAuth({ name: 'login' });
      openNotice({ kind: 'message', tone: 'success', text: t('auth.forget.resetDone') });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields))
          setError(field as 'newPassword', { message: text });
      }
      setFailure(errorText(error, t));
    }
  });
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="auth-intro">{t('auth.forget.resetIntro')}</p>
      <PasswordField
        id={`${id}-new`}
        label={t('auth.fields.newPassword')}
        error={renderFieldError(formState.errors.newPassword?.message, language)}
        autoComplete="new-password"
        invalid={Boolean(formState.errors.newPassword)}
        data-autofocus
        {...register('newPassword', { validate: passwordValidator(settings?.password) })}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('auth.fields.confirmNewPassword')}
        error={renderFieldError(formState.errors.confirmNewPassword?.message, language)}
        autoComplete="new-password"
        invalid={Boolean(formState.errors.confirmNewPassword)}
        {...register('confirmNewPassword', { validate: sameAs(() => getValues('newPassword')) })}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.forget.reset')}</SubmitButton>
    </form>
  );
}
