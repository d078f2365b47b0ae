import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/** A call behind a page failed: say so and offer to ask again. */
export function LoadFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={AlertTriangle}
      tone="gold"
      title={text ?? t('common.genericError')}
      action={
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          <RefreshCw size={18} aria-hidden />
          {t('common.retry')}
        </button>
      }
    />
  );
}
