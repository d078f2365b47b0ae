import { Suspense, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useAgentCentreStore } from '../../stores/agent-centre-store';
import { useSessionStore } from '../../stores/session-store';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Spinner } from '../../ui/spinner';
import { useDialogBehaviour } from '../../ui/use-dialog-behaviour';
import { AGENT_CENTRE_ENTRIES } from './pages';
import { HeadingLevel } from '../../ui/heading-level';
import '../member-centre/member-centre.css';

/**
 * The agent centre overlay (§2): the member centre's frame (menu left, a strip on phones) with the
 * agent's pages, the team overview first. Each page is its own lazy chunk.
 */
export function AgentCentre() {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef<HTMLButtonElement>(null);
  const page = useAgentCentreStore((state) => state.page);
  const show = useAgentCentreStore((state) => state.show);
  const close = useAgentCentreStore((state) => state.close);
  const account = useSessionStore((state) => state.account);
  const { timeZone } = useSiteSettings();
  useDialogBehaviour(true, panelRef, close);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  const entry = AGENT_CENTRE_ENTRIES.find((candidate) => candidate.key === page) ?? AGENT_CENTRE_ENTRIES[0]!;
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
        data-modal="agentCentre"
      >
        <div className="mc__bar">
          <h2 id={titleId} className="mc__title">
            {t('ac.title')}
          </h2>
          <span className="mc__account">{account}</span>
          <HeaderBalance className="mc__balance" />
          <button
            type="button"
            className="mc__close"
            aria-label={t('ac.close')}
            data-testid="ac-close"
            onClick={close}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="mc__body">
          <nav className="mc-menu" aria-label={t('ac.menuLabel')}>
            <ul className="mc-menu__list">
              {AGENT_CENTRE_ENTRIES.map(({ key, icon: Icon }) => (
                <li key={key}>
                  <button
                    type="button"
                    ref={key === entry.key ? activeRef : undefined}
                    className="mc-menu__item"
                    aria-current={key === entry.key ? 'page' : undefined}
                    data-ac-page={key}
                    onClick={() => show(key)}
                  >
                    <Icon size={18} aria-hidden className="mc-menu__icon" />
                    <span className="mc-menu__label">{t(`ac.menu.${key}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="mc__pane" aria-labelledby={`${titleId}-page`} data-ac-pane={entry.key}>
            <h3 id={`${titleId}-page`} className="mc__page-title">
              {t(`ac.menu.${entry.key}`)}
            </h3>
            <ErrorBoundary resetKey={entry.key} fallback={() => <p role="alert">{t('ac.failed')}</p>}>
              <Suspense fallback={<Spinner label={t('ac.loadingPage')} />}>
                {/* Under the h3 page title, a page's sections are h4. */}
                <HeadingLevel level={4}>
                  <Page timeZone={timeZone} />
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
