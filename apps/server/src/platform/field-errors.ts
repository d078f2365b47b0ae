import { formatFieldMessage, type FieldProblem, type Language } from '@swerte/contracts';
import { AppError } from './errors.js';

/** 400 error_field_invalid with value.fields { field: message in the request language }. */
export function fieldError(problems: Record<string, FieldProblem>, language: Language): AppError {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, formatFieldMessage(problem, language)]),
  );
  return new AppError('error_field_invalid', { fields });
}
