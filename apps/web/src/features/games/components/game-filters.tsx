import type { ReactNode } from 'react';
import { GAME_CLASSIFICATIONS, GAME_CLASSIFY_LABELS, MIN_BET_OPTIONS } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import type { GameListFilters, MinBetFilter } from '../lib/game-list-filters';
import { GameSearch } from './game-search';
import './chips.css';
import './game-filters.css';

interface GameFiltersProps {
  gameType: GameType;
  filters: GameListFilters;
  onSearch: (gameName: string) => void;
  onClassify: (gameClassify: string) => void;
  onMinBet: (minBet: MinBetFilter) => void;
  /** Put first in the row: the filter bar of the pages without a hall. */
  leading?: ReactNode;
}

/** Search by name (debounced), minimum bet and the type's classification chips (§2). */
export function GameFilters({
  gameType,
  filters,
  onSearch,
  onClassify,
  onMinBet,
  leading,
}: GameFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const classes = GAME_CLASSIFICATIONS[gameType];

  return (
    <div className="game-filters">
      <div className="game-filters__row">
        {leading}
        <GameSearch value={filters.gameName} onSearch={onSearch} />
        <label className="min-bet">
          <Coins size={16} className="min-bet__icon" aria-hidden />
          <span className="visually-hidden">{t('games.minBetLabel')}</span>
          <select
            className="min-bet__select"
            value={filters.minBet}
            onChange={(event) => onMinBet(event.target.value as MinBetFilter)}
          >
            <option value="all">{t('games.minBetAll')}</option>
            {MIN_BET_OPTIONS.map((amount) => (
              <option key={amount} value={amount}>
                {t('games.minBetOption', { amount })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {classes.length > 1 && (
        <div className="classify-chips" role="group" aria-label={t('games.classifyLabel')}>
          {['', ...classes].map((code) => (
            <button
              key={code || 'all'}
              type="button"
              className="classify-chip"
              aria-pressed={filters.gameClassify === code}
              onClick={() => onClassify(code)}
            >
              {code ? (GAME_CLASSIFY_LABELS[code]?.[language] ?? code) : t('games.classifyAll')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
