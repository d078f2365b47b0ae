import { isSitePath, type Game, type LaunchResult } from '@swerte/contracts';

/** §4: lottery types and the lottery vendors open the lottery page, not a game launch. */
const LOTTERY_TYPES: readonly string[] = ['ELOTT', 'LOTT'];
const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA'];

export function isLotteryGame(game: Pick<Game, 'gameType' | 'vassalage'>): boolean {
  return LOTTERY_TYPES.includes(game.gameType) || LOTTERY_VENDORS.includes(game.vassalage);
}

/** /lottery takes the query gameCode, vendor and playType (§2): the game's default play type, if any. */
export function lotteryPath(game: Pick<Game, 'gameCode' | 'vassalage' | 'defaultPlayType'>): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vassalage });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `/lottery?${query.toString()}`;
}

/** /game shows an iframe of ?url= with the game's name. */
export function framePath(url: string, name: string): string {
  return `/game?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`;
}

/** The popup a popup-mode game opens in. */
export const GAME_POPUP = { name: 'game', features: 'width=1280,height=760' } as const;

export type LaunchStep =
  | { kind: 'navigate'; to: string }
  | { kind: 'popup'; url: string }
  /** An answer the page cannot open safely (not a same-site path, not http(s)). */
  | { kind: 'invalid' };

/** A same-site path, as the browser resolves it (not `//host`, not `/\host`): the contracts' one check. */
export function isSameSitePath(value: string): boolean {
  return isSitePath(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the page does with a launch answer: seamless → route, iframe → /game, popup → the window. */
export function launchStep(result: LaunchResult): LaunchStep {
  const { content } = result;
  const openable = isSameSitePath(content) || isHttpUrl(content);
  if (!openable) return { kind: 'invalid' };
  switch (result.launchMode) {
    case 'seamless':
      // A seamless game is one of our own pages; anything else is shown framed like an iframe game.
      return isSameSitePath(content)
        ? { kind: 'navigate', to: content }
        : { kind: 'navigate', to: framePath(content, result.gameName) };
    case 'iframe':
      return { kind: 'navigate', to: framePath(content, result.gameName) };
    case 'popup':
      return { kind: 'popup', url: content };
  }
}

/** What /game may frame: a same-site path or an http(s) address; anything else is refused. */
export function frameSource(value: string | null): string | null {
  if (!value) return null;
  return isSameSitePath(value) || isHttpUrl(value) ? value : null;
}
