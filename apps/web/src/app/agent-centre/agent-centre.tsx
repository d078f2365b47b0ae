import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractFlags } from '../../features/agent-centre/api/contracts';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useAgentCentreStore } from '../../stores/agent-centre-store';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Spinner } from '../../ui/spinner';
import { CentreFrame } from '../centre-frame/centre-frame';
import { AGENT_CENTRE_ENTRIES } from './pages';

/**
 * The agent centre overlay (§2): the centres' shared frame with the agent's pages, the team overview
 * first; a contract page only while the operator enables its kind (§3 flags). Each page is a lazy chunk.
 */
export function AgentCentre() {
  const { t } = useTranslation();
  const activeRef = useRef<HTMLButtonElement>(null);
  const page = useAgentCentreStore((state) => state.page);
  const show = useAgentCentreStore((state) => state.show);
  const close = useAgentCentreStore((state) => state.close);
  const { timeZone } = useSiteSettings();
  const { data: flags } = useContractFlags();
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  const entries = AGENT_CENTRE_ENTRIES.filter((entry) => !entry.flag || flags?.[entry.flag] === 1);
  const entry = entries.find((candidate) => candidate.key === page) ?? entries[0]!;
  const { Page } = entry;

  const menu = (
    <nav className="mc-menu" aria-label={t('ac.menuLabel')}>
      <ul className="mc-menu__list">
        {entries.map(({ key, icon: Icon }) => (
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
  );

  return (
    <CentreFrame
      name="agentCentre"
      title={t('ac.title')}
      closeLabel={t('ac.close')}
      testPrefix="ac"
      onClose={close}
      menu={menu}
      pageTitle={t(`ac.menu.${entry.key}`)}
      paneData={{ 'data-ac-pane': entry.key }}
    >
      <ErrorBoundary resetKey={entry.key} fallback={() => <p role="alert">{t('ac.failed')}</p>}>
        <Suspense fallback={<Spinner label={t('ac.loadingPage')} />}>
          <Page timeZone={timeZone} />
        </Suspense>
      </ErrorBoundary>
    </CentreFrame>
  );
}
