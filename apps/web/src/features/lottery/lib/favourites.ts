/**
 * LOTTFAV (§3): favourite lottery ids per username, kept in local storage as
 * `{ "<username>": [gameId, …] }` so that members sharing a browser keep their own lists.
 */
export type LotteryFavourites = Record<string, number[]>;

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id));
}

/** Reads the stored map; anything unreadable counts as no favourites (never fatal). */
export function parseFavourites(raw: string | null): LotteryFavourites {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number[]] => isIdList(entry[1])),
    );
  } catch {
    return {};
  }
}

export function favouritesOf(all: LotteryFavourites, username: string): number[] {
  return all[username] ?? [];
}

/** §4 favourite toggle: remove the id when it is already a favourite of this member, else add it. */
export function toggleLotteryFavourite(
  all: LotteryFavourites,
  username: string,
  gameId: number,
): LotteryFavourites {
  const ids = favouritesOf(all, username);
  const next = ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [...ids, gameId];
  return { ...all, [username]: next };
}
