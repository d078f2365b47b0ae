import { useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Maximize2, MonitorX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { frameSource } from '../lib/launch-target';
import './game-frame-page.css';

/** /game?url=&name=: a launched game in a full-size frame, header only (§2). */
export function GameFramePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [params] = useSearchParams();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = frameSource(params.get('url'));
  const name = params.get('name')?.trim() || t('pages.game');

  // Back where the member came from; opened straight from a link ('default' entry), to the slots.
  const close = () => void (key === 'default' ? navigate('/rng') : navigate(-1));

  if (!src) {
    return (
      <Page name="game" title={t('pages.game')}>
        <EmptyState
          icon={MonitorX}
          title={t('games.frameInvalidTitle')}
          text={t('games.frameInvalidText')}
          action={
            <Link to="/rng" className="btn btn--primary">
              {t('games.frameBrowse')}
            </Link>
          }
        />
      </Page>
    );
  }

  return (
    <Page name="game" title={name} hideTitle bleed>
      <div className="game-frame">
        <div className="game-frame__bar">
          <button type="button" className="btn btn--ghost game-frame__close" onClick={close}>
            <ArrowLeft size={18} aria-hidden />
            {t('games.frameClose')}
          </button>
          {/* The page's h1 (visually hidden) already names the game. */}
          <p className="game-frame__name" aria-hidden>
            {name}
          </p>
          <button
            type="button"
            className="game-frame__icon"
            aria-label={t('games.frameFullscreen')}
            title={t('games.frameFullscreen')}
            onClick={() => void frameRef.current?.requestFullscreen?.().catch(() => undefined)}
          >
            <Maximize2 size={18} aria-hidden />
          </button>
        </div>
        <iframe
          ref={frameRef}
          className="game-frame__frame"
          src={src}
          title={name}
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="no-referrer"
          data-testid="game-frame"
        />
      </div>
    </Page>
  );
}
