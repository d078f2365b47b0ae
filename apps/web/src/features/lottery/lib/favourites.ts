/**
 * LOTTFAV (§3): favourite lottery ids per username, kept in local storage as
 * `{ "<username>": [gameId, …] }` so that members sharing a browser keep their own lists.
 */
export type LotteryFavourites = Record<string, string[]>;

function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

/** Reads the stored map; anything unreadable counts as no favourites (never fatal). */
export function parseFavourites(raw: string | null): LotteryFavourites {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, ids]) => isIdList(ids))) as LotteryFavourites;
  } catch {
    return {};
  }
}

export function favouritesOf(all: LotteryFavourites, username: string): string[] {
  return all[username] ?? [];
}

/** §4 favourite toggle: remove the id when it is already a favourite of this member, else add it. */
export function toggleLotteryFavourite(
  all: LotteryFavourites,
  username: string,
  gameId: string,
): LotteryFavourites {
  const ids = favouritesOf(all, username);
  const next = ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [...ids, gameId];
  return { ...all, [username]: next };
}
