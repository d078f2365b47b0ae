import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { fromLocalInput, toLocalInput } from '../lib/format';

/** A labelled input; `error` is the server's (or the contract's) message for this field. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        {...input}
      />
      {error ? (
        <span id={`${id}-e`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {children}
      </select>
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  rows = 6,
  ...area
}: { label: string; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} aria-invalid={error ? true : undefined} {...area} />
      {error ? <span className="field-error">{error}</span> : null}
    </div>
  );
}

/** A date and time in the operator's clock, kept as the ISO instant the API takes (empty: none). */
export function DateTimeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={toLocalInput(value ?? null)}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
      error={error}
    />
  );
}

/**
 * A choice among a contract's values; `any` adds a first option for "no choice" (a filter's "All",
 * a banner for either language), which gives ''.
 */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel = (option) => option,
  any,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T | '') => void;
  optionLabel?: (option: T) => string;
  any?: string;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
      {any === undefined ? null : <option value="">{any}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
