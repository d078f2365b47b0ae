import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import type { FeedbackSettings } from '@swerte/contracts';
import { loadLazyTranslation } from '../../../i18n';

// The form, the human check and their strings load on the first click.
const FeedbackModal = lazy(() =>
  Promise.all([import('./feedback-modal'), loadLazyTranslation()]).then(([m]) => ({
    default: m.FeedbackModal,
  })),
);

/** A button that opens the feedback form. */
export function FeedbackButton({
  limits,
  className,
  children,
}: {
  limits: FeedbackSettings;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} data-testid="feedback-open" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal limits={limits} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
