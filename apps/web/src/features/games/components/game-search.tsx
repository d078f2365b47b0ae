import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { GAME_NAME_SEARCH_MAX } from '@swerte/contracts';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './game-filters.css';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

interface GameSearchProps {
  /** The name the list is searched by now. */
  value: string;
  onSearch: (gameName: string) => void;
}

/** Search by game name (§2): asked when typing settles, on Enter, or cleared with the ✕. */
export function GameSearch({ value, onSearch }: GameSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // Another filter cleared the search: the box follows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  // The latest handler, so a re-render while typing does not restart the wait.
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === shown) return;
    const timer = window.setTimeout(() => searchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form className="game-search" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {t('games.searchLabel')}
      </label>
      <Search size={18} className="game-search__icon" aria-hidden />
      <input
        id={`${id}-search`}
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
  );
}
