import { useTranslation } from 'react-i18next';
import { PD_RANKS, PD_SUITS, rankOf, suitOf } from '@swerte/games';
import { PlayingCard } from '../round/playing-card';

/** A Pusoy Dos card (0–51) drawn as the house's playing card, named for screen readers. */
export function PvpCard({ card, small }: { card: number; small?: boolean }) {
  const { t } = useTranslation();
  const rank = PD_RANKS[rankOf(card)]!;
  const suit = PD_SUITS[suitOf(card)]!;
  const label = t('house.cards.label', {
    rank: t(`house.cards.ranks.${rank}`),
    suit: t(`house.cards.suits.${suit}`),
  });
  return <PlayingCard card={{ rank, suit }} label={label} small={small} />;
}
