import { Suspense, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AlertTriangle, RefreshCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useMemberInfo } from '../../lib/auth/member-info';
import { isChunkLoadError } from '../../lib/chunk-error';
import { useMemberCentreStore } from '../../stores/member-centre-store';
import { useSessionStore } from '../../stores/session-store';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Spinner } from '../../ui/spinner';
import { useDialogBehaviour } from '../../ui/use-dialog-behaviour';
import { MemberCentreMenu } from './member-centre-menu';
import { MEMBER_CENTRE_ENTRIES } from './pages';
import { useMenuCounts } from './use-menu-counts';
import { HeadingLevel } from '../../ui/heading-level';
import './member-centre.css';

/**
 * The member centre overlay (§2): a full-height dialog with the menu on the left (a strip on
 * phones) and the chosen page on the right, each page its own lazy chunk.
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const page = useMemberCentreStore((state) => state.page);
  const show = useMemberCentreStore((state) => state.show);
  const close = useMemberCentreStore((state) => state.close);
  const account = useSessionStore((state) => state.account);
  const { data: info, isPending: infoPending } = useMemberInfo();
  const counts = useMenuCounts();
  const { timeZone } = useSiteSettings();
  useDialogBehaviour(true, panelRef, close);

  const entries = MEMBER_CENTRE_ENTRIES.filter((entry) => !entry.needsUpline || info?.toUpline === true);
  const asked = MEMBER_CENTRE_ENTRIES.find((entry) => entry.key === page);
  // A page only some members have waits for the member info instead of flashing the default page.
  const waiting = asked?.needsUpline === true && infoPending;
  const entry = entries.find((candidate) => candidate.key === page) ?? entries[0];
  if (!entry) return null;
  const { Page } = entry;

  return createPortal(
    <div className="mc-backdrop">
      <div
        ref={panelRef}
        className="mc"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal="memberCentre"
      >
        <div className="mc__bar">
          <h2 id={titleId} className="mc__title">
            {t('mc.title')}
          </h2>
          <span className="mc__account" data-testid="mc-account">
            {account}
          </span>
          <HeaderBalance className="mc__balance" />
          <button
            type="button"
            className="mc__close"
            aria-label={t('mc.close')}
            data-testid="mc-close"
            onClick={close}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="mc__body">
          <MemberCentreMenu entries={entries} active={entry.key} counts={counts} onSelect={show} />
          <section
            className="mc__pane"
            aria-labelledby={`${titleId}-page`}
            data-mc-pane={entry.key}
            // The pane scrolls on its own: reachable by keyboard even when it holds nothing focusable.
            tabIndex={0}
          >
            <h3 id={`${titleId}-page`} className="mc__page-title">
              {t(`mc.menu.${entry.key}`)}
            </h3>
            <ErrorBoundary resetKey={entry.key} fallback={(error) => <PageFailed error={error} />}>
              <Suspense fallback={<Spinner label={t('mc.loadingPage')} />}>
                {/* Under the h3 page title, a page's sections are h4. */}
                <HeadingLevel level={4}>
                  {waiting ? <Spinner label={t('mc.loadingPage')} /> : <Page timeZone={timeZone} />}
                </HeadingLevel>
              </Suspense>
            </ErrorBoundary>
          </section>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function PageFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunkFailed = isChunkLoadError(error);
  return (
    <EmptyState
      icon={chunkFailed ? RefreshCw : AlertTriangle}
      tone="gold"
      title={chunkFailed ? t('chunk.title') : t('chunk.failedTitle')}
      text={chunkFailed ? t('chunk.text') : undefined}
      action={
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <RefreshCw size={18} aria-hidden />
          {chunkFailed ? t('chunk.reload') : t('common.retry')}
        </button>
      }
    />
  );
}
