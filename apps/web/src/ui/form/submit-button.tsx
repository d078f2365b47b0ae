import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import './form.css';

/** The form's submit: type=submit, a spinner and aria-busy while the request runs. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="btn btn--primary btn--lg btn--block"
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <LoaderCircle size={18} className="spin" aria-hidden />}
      {children}
    </button>
  );
}

/** A form-level message: a refused request, or a success line. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <p className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
