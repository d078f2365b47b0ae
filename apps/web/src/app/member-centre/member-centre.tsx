import { Suspense } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useMemberInfo } from '../../lib/auth/member-info';
import { isChunkLoadError } from '../../lib/chunk-error';
import { useMemberCentreStore } from '../../stores/member-centre-store';
import { EmptyState } from '../../ui/empty-state';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Spinner } from '../../ui/spinner';
import { CentreFrame } from '../centre-frame/centre-frame';
import { MemberCentreMenu } from './member-centre-menu';
import { MEMBER_CENTRE_ENTRIES } from './pages';
import { useMenuCounts } from './use-menu-counts';
import './member-centre.css';

/**
 * The member centre overlay (§2): a full-height dialog with the menu on the left (a strip on
 * phones) and the chosen page on the right, each page its own lazy chunk.
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const page = useMemberCentreStore((state) => state.page);
  const show = useMemberCentreStore((state) => state.show);
  const close = useMemberCentreStore((state) => state.close);
  const { data: info, isPending: infoPending } = useMemberInfo();
  const counts = useMenuCounts();
  const { timeZone } = useSiteSettings();

  const entries = MEMBER_CENTRE_ENTRIES.filter((entry) => !entry.needsUpline || info?.toUpline === true);
  const asked = MEMBER_CENTRE_ENTRIES.find((entry) => entry.key === page);
  // A page only some members have waits for the member info instead of flashing the default page.
  const waiting = asked?.needsUpline === true && infoPending;
  const entry = entries.find((candidate) => candidate.key === page) ?? entries[0];
  if (!entry) return null;
  const { Page } = entry;

  return (
    <CentreFrame
      name="memberCentre"
      title={t('mc.title')}
      closeLabel={t('mc.close')}
      testPrefix="mc"
      onClose={close}
      menu={<MemberCentreMenu entries={entries} active={entry.key} counts={counts} onSelect={show} />}
      pageTitle={t(`mc.menu.${entry.key}`)}
      paneData={{ 'data-mc-pane': entry.key }}
    >
      <ErrorBoundary resetKey={entry.key} fallback={(error) => <PageFailed error={error} />}>
        <Suspense fallback={<Spinner label={t('mc.loadingPage')} />}>
          {waiting ? <Spinner label={t('mc.loadingPage')} /> : <Page timeZone={timeZone} />}
        </Suspense>
      </ErrorBoundary>
    </CentreFrame>
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
