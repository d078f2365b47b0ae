import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useSettledWhilePressed } from './use-settled-while-pressed';
import './form.css';

interface FieldProps {
  id: string;
  label: ReactNode;
  /** The message under the field (§8: field errors shown under fields). */
  error?: string;
  hint?: ReactNode;
  /** Marks the label as optional. */
  optionalText?: string;
  children: ReactNode;
}

/** A labelled form row with its error under it. */
export function Field({ id, label, error: currentError, hint, optionalText, children }: FieldProps) {
  const error = useSettledWhilePressed(currentError);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalText && <span className="field__optional"> ({optionalText})</span>}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="field__hint">{hint}</p>
      )}
    </div>
  );
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
};

export function TextInput({ invalid, className, ...props }: InputProps) {
  return (
    <input
      className={`input${className ? ` ${className}` : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && props.id ? `${props.id}-error` : undefined}
      {...props}
    />
  );
}

/** A password input with the show/hide eye of §2. */
export function PasswordInput({
  showLabel,
  hideLabel,
  ...props
}: InputProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-with-action">
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="input-action"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
}
