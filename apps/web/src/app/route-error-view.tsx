import { useRouteError } from 'react-router';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-error';
import { EmptyState } from '../ui/empty-state';
import { Page } from '../ui/page';
import './route-error-view.css';

/**
 * §8: a page bundle that fails to load (ChunkLoadError, a stale deploy, a dropped connection)
 * gets a friendly retry; anything else gets the generic message. Inside the shell the header
 * and footer stay usable.
 */
export function RouteErrorView({ inShell }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  if (!chunkFailed) console.error(error);
  const title = chunkFailed ? t('chunk.title') : t('chunk.failedTitle');
  return (
    <div className={inShell ? 'route-error' : 'route-error route-error--full'}>
      <Page name="error" title={title} hideTitle>
        <EmptyState
          icon={chunkFailed ? RefreshCw : AlertTriangle}
          title={title}
          text={chunkFailed ? t('chunk.text') : undefined}
          tone="gold"
          action={
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => window.location.reload()}
            >
              <RefreshCw size={18} aria-hidden />
              {chunkFailed ? t('chunk.reload') : t('common.retry')}
            </button>
          }
        />
      </Page>
    </div>
  );
}
