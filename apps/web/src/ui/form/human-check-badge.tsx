import { CircleAlert, LoaderCircle, BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './form.css';

interface HumanCheckBadgeProps {
  status: 'solving' | 'verified' | 'error';
  onRetry: () => void;
}

/** Where the spec's slider sat: the proof of work runs by itself, this only tells how it went. */
export function HumanCheckBadge({ status, onRetry }: HumanCheckBadgeProps) {
  const { t } = useTranslation();
  const labels = {
    solving: t('auth.human.checking'),
    verified: t('auth.human.verified'),
    error: t('auth.human.failed'),
  };
  return (
    <div
      className={`human-check human-check--${status}`}
      data-testid="human-check"
      data-state={status}
      aria-live="polite"
    >
      {status === 'solving' && <LoaderCircle size={16} className="spin" aria-hidden />}
      {status === 'verified' && <BadgeCheck size={16} aria-hidden />}
      {status === 'error' && <CircleAlert size={16} aria-hidden />}
      <span>{labels[status]}</span>
      {status === 'error' && (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('auth.human.retry')}
        </button>
      )}
      <span className="human-check__brand" aria-hidden>
        ALTCHA
      </span>
    </div>
  );
}
