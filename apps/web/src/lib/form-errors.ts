import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { errorText } from './auth/error-text';

/**
 * A refused form call: the server's per-field messages go under their fields, an error code that
 * belongs to one field (a wrong payment password) goes under that field too, and the text for the
 * form-level alert comes back.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  t: TFunction,
  fieldOfCode: Partial<Record<string, Path<V>>> = {},
): string {
  const text = errorText(error, t);
  if (!isApiError(error)) return text;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    setError(field as Path<V>, { message });
  }
  const field = fieldOfCode[error.code];
  if (field) setError(field, { message: text });
  return text;
}
