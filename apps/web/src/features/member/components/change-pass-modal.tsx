import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';
import {
  passwordValidator,
  renderFieldError,
  requiredValidator,
  sameAs,
} from '../../../lib/auth/field-problems';
import { memberInfoQueryOptions, useMemberInfo } from '../../../lib/auth/member-info';
import { saveSession } from '../../../lib/auth/save-session';
import { PasswordField } from '../../../ui/form/password-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Modal } from '../../../ui/modal';
import { changePassword } from '../api/passwords';
import { useRegisterSettings } from '../api/register';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** changePassModal (§2/§4): old password only when one exists; forced after a '{secret}' login. */
export function ChangePassModal({ forced = false, onClose }: { forced?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: info } = useMemberInfo();
  const { data: settings } = useRegisterSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<Values>({ mode: 'onTouched' });
  const errors = formState.errors;
  const askOld = info?.hasPassword ?? true;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token, userInfo } = await changePassword({
        oldPassword: askOld ? values.oldPassword.trim() : undefined,
        newPassword: values.newPassword.trim(),
        confirmNewPassword: values.confirmNewPassword.trim(),
      });
      // Every session was revoked; this one continues on the fresh token.
      saveSession(token, userInfo);
      queryClient.setQueryData(memberInfoQueryOptions(token).queryKey, userInfo);
      onClose();
      void navigate('/');
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields))
          setError(field as keyof Values, { message: text });
      }
      if (isApiError(error) && error.code === 'error_old_password')
        setError('oldPassword', { message: error.message });
      setFailure(errorText(error, t));
    }
  });

  return (
    <Modal
      open
      name="changePassModal"
      title={t('auth.changePass.title')}
      onClose={onClose}
      dismissible={!forced}
      width={440}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {forced && <FormAlert tone="info">{t('auth.changePass.forcedIntro')}</FormAlert>}
        {askOld && (
          <PasswordField
            id={`${id}-old`}
            label={t('auth.fields.oldPassword')}
            error={renderFieldError(errors.oldPassword?.message, language)}
            autoComplete="current-password"
            invalid={Boolean(errors.oldPassword)}
            data-autofocus
            {...register('oldPassword', { validate: requiredValidator })}
          />
        )}
        <PasswordField
          id={`${id}-new`}
          label={t('auth.fields.newPassword')}
          error={renderFieldError(errors.newPassword?.message, language)}
          autoComplete="new-password"
          invalid={Boolean(errors.newPassword)}
          {...register('newPassword', { validate: passwordValidator(settings?.password) })}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('auth.fields.confirmNewPassword')}
          error={renderFieldError(errors.confirmNewPassword?.message, language)}
          autoComplete="new-password"
          invalid={Boolean(errors.confirmNewPassword)}
          {...register('confirmNewPassword', { validate: sameAs(() => getValues('newPassword')) })}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('auth.changePass.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
