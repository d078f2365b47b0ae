import { useTranslation } from 'react-i18next';
import { CardBack, PlayingCard } from './playing-card';
import type { CardWire, CoupWire } from '../../lib/round-types';
import './baccarat-hands.css';

/** Baccarat points of a card: ace 1, 2–9 face value, tens and pictures 0. */
export function cardPoints(card: CardWire): number {
  if (card.rank === 'A') return 1;
  const value = Number(card.rank);
  return Number.isInteger(value) && value < 10 ? value : 0;
}

export function handPoints(cards: readonly CardWire[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/**
 * The deal order of a coup's cards: player, banker, player, banker, then the player's third and the
 * banker's third. Returns each hand's cards with the position (0-based) each was dealt at.
 */
export function dealOrder(coup: CoupWire): { player: number[]; banker: number[] } {
  const playerThird = coup.player.cards.length > 2;
  return {
    player: coup.player.cards.map((_, index) => (index < 2 ? index * 2 : 4)),
    banker: coup.banker.cards.map((_, index) => (index < 2 ? index * 2 + 1 : playerThird ? 5 : 4)),
  };
}

export function useCardLabel() {
  const { t } = useTranslation();
  return (card: CardWire) =>
    t('house.cards.label', {
      rank: t(`house.cards.ranks.${card.rank}`),
      suit: t(`house.cards.suits.${card.suit}`),
    });
}

interface BaccaratHandsProps {
  coup: CoupWire;
  /** Cards turned so far, in deal order (all of them when left out). */
  dealt?: number;
  /** The winner is lit once the deal is over. */
  showWinner?: boolean;
  /** New cards slide in from the shoe. */
  animate?: boolean;
  small?: boolean;
}

/** Player and banker hands side by side with their totals; the winning side lit. */
export function BaccaratHands({ coup, dealt, showWinner = true, animate, small }: BaccaratHandsProps) {
  const { t } = useTranslation();
  const cardLabel = useCardLabel();
  const order = dealOrder(coup);
  const total = 4 + Math.max(0, coup.player.cards.length - 2) + Math.max(0, coup.banker.cards.length - 2);
  const shown = dealt ?? total;
  const finished = shown >= total;
  const sides = [
    { side: 'player' as const, hand: coup.player, positions: order.player, pair: coup.playerPair },
    { side: 'banker' as const, hand: coup.banker, positions: order.banker, pair: coup.bankerPair },
  ];
  return (
    <div
      className={small ? 'bac-hands is-small' : 'bac-hands'}
      data-winner={finished && showWinner ? coup.winner : undefined}
    >
      {sides.map(({ side, hand, positions, pair }) => {
        const visible = hand.cards.filter((_, index) => (positions[index] ?? 0) < shown);
        const won = finished && showWinner && coup.winner === side;
        return (
          <section
            key={side}
            className={`bac-hand bac-hand--${side}${won ? ' is-winner' : ''}`}
            data-side={side}
          >
            <header className="bac-hand__head">
              <h3 className="bac-hand__name">{t(`house.baccarat.${side}`)}</h3>
              <output
                className="bac-hand__total"
                data-testid={`${side}-total`}
                aria-label={t('house.baccarat.points')}
              >
                {visible.length > 0 ? handPoints(visible) : '–'}
              </output>
            </header>
            <div className="bac-hand__cards">
              {hand.cards.map((card, index) =>
                (positions[index] ?? 0) < shown ? (
                  <PlayingCard
                    key={index}
                    card={card}
                    label={cardLabel(card)}
                    sideways={index === 2}
                    animate={animate}
                    small={small}
                  />
                ) : index < 2 ? (
                  <CardBack key={index} small={small} />
                ) : null,
              )}
            </div>
            {finished && (pair || (won && coup.natural)) && (
              <p className="bac-hand__tags">
                {won && coup.natural && <span className="bac-tag">{t('house.baccarat.natural')}</span>}
                {pair && <span className="bac-tag">{t('house.baccarat.pair')}</span>}
              </p>
            )}
          </section>
        );
      })}
      {finished && showWinner && (
        <p className={`bac-verdict bac-verdict--${coup.winner}`} role="status" data-testid="coup-winner">
          {t(`house.baccarat.wins.${coup.winner}`)}
        </p>
      )}
    </div>
  );
}
