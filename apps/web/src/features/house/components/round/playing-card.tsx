import type { CardWire } from '../../lib/round-types';
import './playing-card.css';

const SUIT_GLYPHS: Record<CardWire['suit'], string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

export interface PlayingCardProps {
  card: CardWire;
  /** The card's name for screen readers ("7 of hearts"), translated by the caller. */
  label: string;
  /** A third card lies sideways, as dealers place it. */
  sideways?: boolean;
  /** Slides in as if dealt from the shoe when it appears. */
  animate?: boolean;
  small?: boolean;
}

/** A playing card drawn in CSS: rank and suit in two corners and a large suit in the middle. */
export function PlayingCard({ card, label, sideways, animate, small }: PlayingCardProps) {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const glyph = SUIT_GLYPHS[card.suit];
  const classes = ['playing-card', red ? 'is-red' : 'is-black'];
  if (sideways) classes.push('is-sideways');
  if (small) classes.push('is-small');
  if (animate) classes.push('is-dealt');
  return (
    <div
      className={classes.join(' ')}
      role="img"
      aria-label={label}
      data-card={`${card.rank}${card.suit[0]}`}
    >
      <span className="playing-card__corner" aria-hidden>
        <span>{card.rank}</span>
        <span>{glyph}</span>
      </span>
      <span className="playing-card__pip" aria-hidden>
        {glyph}
      </span>
      <span className="playing-card__corner playing-card__corner--end" aria-hidden>
        <span>{card.rank}</span>
        <span>{glyph}</span>
      </span>
    </div>
  );
}

/** The back of a card: a slot waiting for its card while the coup is dealt. */
export function CardBack({ small }: { small?: boolean }) {
  return (
    <div
      className={small ? 'playing-card playing-card--back is-small' : 'playing-card playing-card--back'}
      aria-hidden
    />
  );
}
