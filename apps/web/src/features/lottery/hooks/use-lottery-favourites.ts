import { useCallback, useState } from 'react';
import { requireGate } from '../../../lib/gate';
import { STORAGE_KEYS, readLocal, readSession, writeLocal } from '../../../lib/storage';
import { useSessionStore } from '../../../stores/session-store';
import { favouritesOf, parseFavourites, toggleLotteryFavourite } from '../lib/favourites';

/**
 * The member's favourite lotteries, kept in local storage under LOTTFAV per username (§3); the star
 * toggles by §4's rule. Favourites need a login: a visitor's star opens the login popup.
 */
export function useLotteryFavourites() {
  const token = useSessionStore((state) => state.token);
  const account = useSessionStore((state) => state.account);
  // §3 session storage keeps the username; the account name stands in when it is missing.
  const username = token ? (readSession(STORAGE_KEYS.username) ?? account) || null : null;
  const [all, setAll] = useState(() => parseFavourites(readLocal(STORAGE_KEYS.lottFav)));
  const ids = username ? favouritesOf(all, username) : [];

  const toggle = useCallback(
    (gameId: number) => {
      if (!requireGate('login') || !username) return;
      // Read again: another tab may have changed the list since this page loaded it.
      const next = toggleLotteryFavourite(parseFavourites(readLocal(STORAGE_KEYS.lottFav)), username, gameId);
      writeLocal(STORAGE_KEYS.lottFav, JSON.stringify(next));
      setAll(next);
    },
    [username],
  );

  return {
    ids,
    isFavourite: (gameId: number) => ids.includes(gameId),
    toggle,
    isLoggedIn: username !== null,
  };
}
