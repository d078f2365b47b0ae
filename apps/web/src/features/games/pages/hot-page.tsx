import { useState } from 'react';
import { GAME_TYPES } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { useHotGames } from '../api/get-hot-games';
import { GameGrid, GameGridSkeleton } from '../components/game-grid';
import '../components/chips.css';
import './hot-page.css';

/** /hot: the hot games of every type (GCSGAME_hotGamesV2), narrowed to one type by its chip. */
export function HotPage() {
  const { t } = useTranslation();
  const [gameType, setGameType] = useState<GameType | undefined>(undefined);
  const hot = useHotGames(gameType);

  return (
    <Page name="hot" title={t('pages.hot')} description={t('games.hotText')}>
      <div className="classify-chips hot-types" role="group" aria-label={t('games.typeFilterLabel')}>
        {[undefined, ...GAME_TYPES].map((type) => (
          <button
            key={type ?? 'all'}
            type="button"
            className="classify-chip"
            aria-pressed={gameType === type}
            onClick={() => setGameType(type)}
          >
            {type ? t(`gameTypes.${type}`) : t('games.classifyAll')}
          </button>
        ))}
      </div>
      {hot.data ? (
        <GameGrid
          games={hot.data}
          isUpdating={hot.isPlaceholderData}
          empty={
            <EmptyState
              icon={Flame}
              tone="gold"
              title={t('games.hotEmptyTitle')}
              text={t('games.hotEmptyText')}
            />
          }
        />
      ) : hot.isError ? (
        <LoadFailed onRetry={() => void hot.refetch()} />
      ) : (
        <GameGridSkeleton />
      )}
    </Page>
  );
}
