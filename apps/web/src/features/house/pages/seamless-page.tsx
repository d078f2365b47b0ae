import { Suspense, lazy } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Gamepad2, TimerOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/auth/error-text';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useGameSession } from '../hooks/use-game-session';
import { gameListPath } from '../lib/launch';
import './house.css';

// Each game is its own chunk: a slot player never downloads the table, nor the other way round.
const SlotGame = lazy(() => import('../components/slot/slot-game').then((m) => ({ default: m.SlotGame })));
const BaccaratGame = lazy(() =>
  import('../components/baccarat/baccarat-game').then((m) => ({ default: m.BaccaratGame })),
);
const LiveTableGame = lazy(() =>
  import('../components/live/live-table-game').then((m) => ({ default: m.LiveTableGame })),
);
const FishingGame = lazy(() =>
  import('../components/fishing/fishing-game').then((m) => ({ default: m.FishingGame })),
);
const PusoyGame = lazy(() => import('../components/pvp/pusoy-game').then((m) => ({ default: m.PusoyGame })));
const GAMES = {
  slot: SlotGame,
  baccarat: BaccaratGame,
  roulette: LiveTableGame,
  sicbo: LiveTableGame,
  dragonTiger: LiveTableGame,
  fishing: FishingGame,
  pusoyDos: PusoyGame,
} as const;

/** /seamless: a house game opened from the game list, running on its own game session (§2). */
export function SeamlessPage() {
  const [params] = useSearchParams();
  // A new game (vendor and code) starts over; the token leaving the address does not.
  return <SeamlessGame key={`${params.get('vendor')}:${params.get('gameCode')}`} />;
}

function SeamlessGame() {
  const { t } = useTranslation();
  const { state, vendor, update, end, retry } = useGameSession();
  const listPath = gameListPath(vendor);
  const backToList = (
    <Link to={listPath} className="btn btn--primary" data-testid="game-reopen">
      {t('house.session.openAgain')}
    </Link>
  );

  if (state.status === 'ready') {
    const { session } = state;
    const props = { session, onSessionChange: update, onSessionEnd: end };
    const Game = GAMES[session.game];
    return (
      <div className="house-page" data-page="seamless" data-game={session.game}>
        <Suspense fallback={<Spinner label={t('house.session.opening')} />}>
          <Game {...props} />
        </Suspense>
      </div>
    );
  }

  return (
    <Page name="seamless" title={t('pages.seamless')}>
      {state.status === 'opening' && <Spinner label={t('house.session.opening')} />}
      {state.status === 'ended' && (
        <EmptyState
          icon={TimerOff}
          title={t('house.session.endedTitle')}
          text={t('house.session.endedText')}
          action={backToList}
        />
      )}
      {state.status === 'failed' && (
        <EmptyState
          icon={TriangleAlert}
          title={t('house.session.failedTitle')}
          text={errorText(state.error, t)}
          action={
            <button type="button" className="btn btn--primary" onClick={retry}>
              {t('house.common.retry')}
            </button>
          }
        />
      )}
      {state.status === 'unknown' && (
        <EmptyState
          icon={Gamepad2}
          title={t('house.session.unknownTitle')}
          text={t('house.session.unknownText')}
          action={
            <Link to="/rng" className="btn btn--primary">
              {t('gameTypes.RNG')}
            </Link>
          }
        />
      )}
    </Page>
  );
}
