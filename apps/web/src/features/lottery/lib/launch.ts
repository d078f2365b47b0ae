import type { LotteryItem } from '@swerte/contracts';

/** /lottery's address for a game (§2 query gameCode, vendor, playType): where launching a lottery goes (§4). */
export function lotteryGamePath(game: Pick<LotteryItem, 'gameCode' | 'vendor' | 'defaultPlayType'>): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendor });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `/lottery?${query.toString()}`;
}
