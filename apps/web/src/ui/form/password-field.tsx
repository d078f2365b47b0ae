import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PasswordInput } from './field';
import type { InputProps } from './field';

interface PasswordFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  error?: string;
}

/** A labelled password input with the show/hide eye of §2 and its error under it. */
export function PasswordField({ id, label, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput
        id={id}
        showLabel={t('auth.password.show')}
        hideLabel={t('auth.password.hide')}
        {...input}
      />
    </Field>
  );
}
