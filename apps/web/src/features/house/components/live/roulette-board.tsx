import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@swerte/contracts';
import { formatChip } from '../baccarat/chip';
import { spotKey } from '../../lib/live-slip';
import type { LiveSpot } from '../../lib/live-slip';
import { ROULETTE_LAYOUT } from '../../lib/roulette-layout';
import type { LiveBetKey, LiveShortKey } from '../../../../i18n/house-live.fil';

export interface LiveBoardProps {
  /** Cents laid per spot key: the pending slip, or the confirmed one once staked. */
  stakes: ReadonlyMap<string, bigint>;
  /** The pocket, dice or winner just revealed: its spots light up. */
  winning: (spot: LiveSpot) => boolean;
  disabled: boolean;
  onPlace: (spot: LiveSpot) => void;
}

/** The European layout: numbers, the zero, every inside bet on the cells' borders and the outside bets. */
export function RouletteBoard({ stakes, winning, disabled, onPlace }: LiveBoardProps) {
  const { t } = useTranslation();
  return (
    <div className="rl-board" role="group" aria-label={t('house.live.board')}>
      {ROULETTE_LAYOUT.map((cell) => {
        const key = spotKey(cell.spot);
        const stake = stakes.get(key);
        const style = {
          '--a': cell.along,
          '--x': cell.across,
          '--al': cell.alongSize,
          '--xl': cell.acrossSize,
        } as CSSProperties;
        const name =
          cell.type === 'number'
            ? cell.label
            : cell.type === 'edge'
              ? `${t(`house.live.bets.${cell.spot.kind}`)} ${cell.spot.numbers?.join('-') ?? ''}`
              : t(`house.live.bets.${cell.label as LiveBetKey}`, { which: cell.spot.which });
        return (
          <button
            key={key}
            type="button"
            style={style}
            className={`rl-spot rl-spot--${cell.type}${cell.colour ? ` is-${cell.colour}` : ''}${winning(cell.spot) && cell.type !== 'edge' ? ' is-won' : ''}${stake ? ' has-stake' : ''}`}
            onClick={() => onPlace(cell.spot)}
            disabled={disabled}
            aria-label={name}
            data-spot={key}
          >
            {cell.type !== 'edge' && (
              <span className="rl-spot__label">
                {cell.type === 'number' ? cell.label : t(`house.live.short.${cell.label as LiveShortKey}`)}
              </span>
            )}
            {stake !== undefined && (
              <span className="live-chip" title={formatCents(stake)}>
                {formatChip(stake)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
