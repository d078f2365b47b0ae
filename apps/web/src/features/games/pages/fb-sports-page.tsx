import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { gameKeys } from '../api/game-refs';
import { launchSportsbook } from '../api/launch-game';
import { frameSource, isSameSitePath } from '../lib/launch-target';
import './game-frame-page.css';

/**
 * /fbsports: the FB sportsbook, header only (§2); visitors get its guest view. The house's own book
 * answers GCS_gameLaunchFB with a page of this site: `house` is shown in place; another's is framed.
 */
export function FbSportsPage({ house }: { house: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const launch = useQuery({
    // The token is in the key: logging in or out opens the sportsbook again, signed in or as a guest.
    queryKey: [...gameKeys.sportsbook, language, token],
    queryFn: ({ signal }) => launchSportsbook(language, signal),
    // Each answer carries a one-time launch token: never refetch it behind the frame's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const isHouse = launch.data !== undefined && isSameSitePath(launch.data.content);
  const src = launch.data && !isHouse ? frameSource(launch.data.content) : null;

  if (launch.isPending) {
    return (
      <Page name="fbsports" title={t('pages.fbsports')}>
        <Spinner label={t('games.fbLoading')} />
      </Page>
    );
  }
  if (isHouse) return house;
  if (!src) {
    return (
      <Page name="fbsports" title={t('pages.fbsports')}>
        <EmptyState
          icon={Trophy}
          title={t('games.fbUnavailableTitle')}
          text={launch.error ? errorText(launch.error, t) : t('games.frameInvalidText')}
          action={
            <Link to="/sports" className="btn btn--primary">
              {t('games.fbBack')}
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <Page name="fbsports" title={launch.data?.gameName ?? t('pages.fbsports')} hideTitle bleed>
      <div className="game-frame">
        {!token && <p className="game-frame__note">{t('games.fbGuest')}</p>}
        <iframe
          className="game-frame__frame"
          src={src}
          title={launch.data?.gameName ?? t('pages.fbsports')}
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="no-referrer"
          data-testid="sportsbook-frame"
        />
      </div>
    </Page>
  );
}
