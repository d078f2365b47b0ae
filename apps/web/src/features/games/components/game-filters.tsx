import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  GAME_CLASSIFICATIONS,
  GAME_CLASSIFY_LABELS,
  GAME_NAME_SEARCH_MAX,
  MIN_BET_OPTIONS,
} from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { Coins, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import type { GameListFilters, MinBetFilter } from '../lib/game-list-filters';
import './chips.css';
import './game-filters.css';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

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
  const ids = useId();
  const classes = GAME_CLASSIFICATIONS[gameType];
  const [text, setText] = useState(filters.gameName);
  // Another filter cleared the search: the box follows.
  const [shownName, setShownName] = useState(filters.gameName);
  if (shownName !== filters.gameName) {
    setShownName(filters.gameName);
    setText(filters.gameName);
  }

  // The latest handler, so a re-render while typing does not restart the wait.
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === shownName) return;
    const timer = window.setTimeout(() => searchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, shownName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <div className="game-filters">
      <div className="game-filters__row">
        {leading}
        <form className="game-search" role="search" onSubmit={submit}>
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            {t('games.searchLabel')}
          </label>
          <Search size={18} className="game-search__icon" aria-hidden />
          <input
            id={`${ids}-search`}
            className="game-search__input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={GAME_NAME_SEARCH_MAX}
            placeholder={t('games.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {text && (
            <button
              type="button"
              className="game-search__clear"
              aria-label={t('games.clearSearch')}
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              <X size={16} aria-hidden />
            </button>
          )}
        </form>
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
