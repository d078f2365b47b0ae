import type { TFunction } from 'i18next';
import { isErrorCode } from '@swerte/contracts';
import { CLIENT_ERROR_CODES, isApiError } from '../api-error';

/**
 * The text to show for a failed call: the server's own message (already in the request's
 * language), else the catalogue text of its code, else a generic line.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.error_internal');
  if (error.code === CLIENT_ERROR_CODES.network) return t('common.networkError');
  if (error.message) return error.message;
  return isErrorCode(error.code) ? t(`errors.${error.code}`) : t('errors.error_internal');
}
