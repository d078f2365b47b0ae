import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';

/** A refused contract call's text; a rate above the limit also says the limit (value.max, percent). */
export function contractErrorText(error: unknown, t: TFunction): string {
  const text = errorText(error, t);
  const max = error instanceof ApiError ? (error.value as { max?: unknown } | null)?.max : undefined;
  return typeof max === 'string' ? `${text} (${t('ac.contracts.max', { max })})` : text;
}
