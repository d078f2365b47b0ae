import type { TFunction } from 'i18next';
import type { LiveTableDraw } from '@swerte/games';
import type { LiveRoundDetail, LiveTableGame } from '@swerte/contracts';
import type { CardRankKey, CardSuitKey } from '../../../i18n/house.fil';

/** The verify page's address for a live round: its seeds and nonce, so the page opens filled. */
export function liveVerifyAddress(game: LiveTableGame, round: LiveRoundDetail): string {
  const query = new URLSearchParams({ game });
  if (round.serverSeed) query.set('serverSeed', round.serverSeed);
  query.set('commitment', round.commitment);
  query.set('clientSeed', round.clientSeed);
  query.set('nonce', String(round.nonce));
  return `/fairness?${query.toString()}`;
}

/** A recomputed draw in words: "17 red", "2 · 5 · 6 (13, big)", "Dragon K♠ – Tiger 4♥: Dragon". */
export function liveDrawText(draw: LiveTableDraw, t: TFunction): string {
  switch (draw.game) {
    case 'roulette':
      return String(draw.pocket);
    case 'sicbo':
      return `${draw.dice.join(' · ')} (${t('house.live.total', { total: draw.dice[0] + draw.dice[1] + draw.dice[2] })})`;
    case 'dragonTiger': {
      const card = (c: { rank: string; suit: string }) =>
        t('house.cards.label', {
          rank: t(`house.cards.ranks.${c.rank as CardRankKey}`),
          suit: t(`house.cards.suits.${c.suit as CardSuitKey}`),
        });
      return `${t('house.live.bets.dragon')} ${card(draw.round.dragon)} – ${t('house.live.bets.tiger')} ${card(draw.round.tiger)}: ${t(`house.live.won.${draw.round.winner}`)}`;
    }
  }
}
