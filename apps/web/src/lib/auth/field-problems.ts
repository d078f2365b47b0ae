import { checkFieldRule, formatFieldMessage } from '@swerte/contracts';
import type { FieldProblem, Language, RegisterFieldRule } from '@swerte/contracts';
import { isValidMobile } from '../phone';

/*
 * Form errors keep the problem (key and lengths), not its text, so a language switch re-renders
 * every message in the new language. Server field messages arrive as text and are shown as they are.
 */
const MARK = '\u0001';

export function encodeProblem(problem: FieldProblem): string {
  return `${MARK}${JSON.stringify(problem)}`;
}

export function renderFieldError(message: string | undefined, language: Language): string | undefined {
  if (!message) return undefined;
  if (!message.startsWith(MARK)) return message;
  return formatFieldMessage(JSON.parse(message.slice(1)) as FieldProblem, language);
}

/** A react-hook-form `validate` for one operator field rule (checked on the trimmed value). */
export function ruleValidator(rule: RegisterFieldRule | undefined) {
  return (value: unknown): true | string => {
    if (!rule) return true;
    const problem = checkFieldRule(rule, typeof value === 'string' ? value.trim() : '');
    return problem ? encodeProblem(problem) : true;
  };
}

/** A required, non-blank value (login fields, e-mail reset). */
export function requiredValidator(value: unknown): true | string {
  return typeof value === 'string' && value.trim() !== '' ? true : encodeProblem({ key: 'field_required' });
}

/**
 * A mobile number for the chosen country: first `base` (required, or the operator's rule where the
 * number may be left out), then in_mobileNum_error for a typed number the country does not accept.
 */
export function mobileValidator(
  countryCode: string,
  base: (value: unknown) => true | string = requiredValidator,
) {
  return (value: string): true | string => {
    const result = base(value);
    if (result !== true || value.trim() === '') return result;
    return isValidMobile(countryCode, value) || encodeProblem({ key: 'in_mobileNum_error' });
  };
}

/** Equal to another field (inconsistent_twice). */
export function sameAs(other: () => string) {
  return (value: unknown): true | string => {
    if (typeof value !== 'string' || value.trim() === '') return encodeProblem({ key: 'field_required' });
    return value.trim() === other().trim() ? true : encodeProblem({ key: 'inconsistent_twice' });
  };
}

/** The new-password rule (§5 error_password with the rule's lengths), from the register password rule. */
export function passwordValidator(rule: RegisterFieldRule | undefined) {
  return (value: unknown): true | string => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return encodeProblem({ key: 'field_required' });
    if (!rule) return true;
    const problem = checkFieldRule({ ...rule, enabled: true, required: true }, text);
    return problem
      ? encodeProblem({ key: 'error_password', min: rule.minLength, max: rule.maxLength })
      : true;
  };
}
