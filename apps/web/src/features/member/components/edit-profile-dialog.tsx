import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_PROFILE_FIELDS, SET_ONCE_PROFILE_FIELDS, profileRule } from '@swerte/contracts';
import type { Profile, ProfileUpdate } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { renderFieldError, ruleValidator } from '../../../lib/auth/field-problems';
import { applyServerErrors } from '../../../lib/form-errors';
import { Field, TextInput } from '../../../ui/form/field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Dialog } from '../../../ui/modal';
import { profileQueryOptions, updateProfile } from '../api/security-center';
import { useRegisterSettings } from '../api/register';
import { useSessionStore } from '../../../stores/session-store';

type Values = Required<{ [K in keyof ProfileUpdate]: string }>;
type Key = keyof Values;

/** Edits the nickname and contact fields, and sets the payee name and ID number once. */
export function EditProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { data: rules } = useRegisterSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = Object.fromEntries(
    (['nickname', ...SET_ONCE_PROFILE_FIELDS, ...CONTACT_PROFILE_FIELDS] as Key[]).map((key) => [
      key,
      profile[key] ?? '',
    ]),
  ) as Values;
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: defaults,
  });

  const shown: Key[] = [
    'nickname',
    ...SET_ONCE_PROFILE_FIELDS.filter((key) => !profile[key]),
    ...CONTACT_PROFILE_FIELDS.filter((key) => rules?.[key]?.enabled || profile[key]),
  ];

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes: ProfileUpdate = {};
    for (const key of shown) if (values[key].trim() !== defaults[key]) changes[key] = values[key].trim();
    if (Object.keys(changes).length === 0) return onClose();
    try {
      const next = await updateProfile(changes);
      queryClient.setQueryData(profileQueryOptions(token).queryKey, next);
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, t));
    }
  });

  return (
    <Dialog
      open
      name="editProfileDialog"
      title={t('mc.pages.securityCenter.editTitle')}
      onClose={onClose}
      width={460}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {shown.map((key, index) => {
          // The rule the server applies to the value (profileRule); emptying is the server's to refuse.
          const rule = rules ? profileRule(key, rules) : undefined;
          const message = renderFieldError(formState.errors[key]?.message, language);
          return (
            <Field
              key={key}
              id={`${id}-${key}`}
              label={key === 'nickname' ? t('mc.pages.securityCenter.nickname') : t(`auth.fields.${key}`)}
              error={message}
              hint={
                (SET_ONCE_PROFILE_FIELDS as readonly string[]).includes(key)
                  ? t('mc.pages.securityCenter.lockedHint')
                  : undefined
              }
            >
              <TextInput
                id={`${id}-${key}`}
                invalid={Boolean(message)}
                data-autofocus={index === 0 || undefined}
                {...register(key, {
                  validate: rule ? ruleValidator({ ...rule, required: false }) : undefined,
                })}
              />
            </Field>
          );
        })}
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('mc.pages.securityCenter.save')}</SubmitButton>
      </form>
    </Dialog>
  );
}
