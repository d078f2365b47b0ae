import { useTranslation } from 'react-i18next';
import { CaptchaImage } from './captcha-image';
import { Field, TextInput } from './field';
import type { InputProps } from './field';

/** The server-drawn captcha as the captcha hook hands it out. */
export interface CaptchaState {
  captcha: { image: string } | null;
  loading: boolean;
  refresh: () => void;
}

interface CaptchaFieldProps extends InputProps {
  id: string;
  error?: string;
  captcha: CaptchaState;
}

/** §4 captcha: the answer input beside the picture (a click on it draws a new one), labelled, with its error. */
export function CaptchaField({ id, error, captcha, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('auth.fields.captcha')} error={error}>
      <div className="input-row">
        <TextInput
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('auth.placeholders.captcha')}
          {...input}
        />
        <CaptchaImage
          image={captcha.captcha?.image ?? null}
          loading={captcha.loading}
          refreshLabel={t('auth.captcha.refresh')}
          loadingLabel={t('auth.captcha.loading')}
          onRefresh={captcha.refresh}
        />
      </div>
    </Field>
  );
}
