import { LoaderCircle } from 'lucide-react';
import './form.css';

interface SmsSendButtonProps {
  seconds: number;
  sending: boolean;
  disabled: boolean;
  label: string;
  countdownLabel: string;
  onSend: () => void;
}

/** §4: sendable, then a seconds countdown while the code lives, then sendable again. */
export function SmsSendButton({
  seconds,
  sending,
  disabled,
  label,
  countdownLabel,
  onSend,
}: SmsSendButtonProps) {
  return (
    <button
      type="button"
      className="btn btn--ghost sms-send"
      data-testid="sms-send"
      disabled={disabled || sending || seconds > 0}
      aria-busy={sending}
      onClick={onSend}
    >
      {sending && <LoaderCircle size={16} className="spin" aria-hidden />}
      <span className={seconds > 0 ? 'sms-send__count' : undefined}>
        {seconds > 0 ? countdownLabel : label}
      </span>
    </button>
  );
}
