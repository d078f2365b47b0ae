import { useTranslation } from 'react-i18next';
import { DRAGON_TIGER_ODDS } from '@swerte/games';
import { formatChip } from '../baccarat/chip';
import { spotKey } from '../../lib/live-slip';
import type { LiveBoardProps } from './roulette-board';

const KINDS = ['dragon', 'tie', 'tiger', 'suitedTie'] as const;

/** Dragon and tiger on either side, the tie and the suited tie between them. */
export function DragonTigerBoard({ stakes, winning, disabled, onPlace }: LiveBoardProps) {
  const { t } = useTranslation();
  return (
    <div className="dt-board" role="group" aria-label={t('house.live.board')}>
      {KINDS.map((kind) => {
        const spot = { kind };
        const stake = stakes.get(spotKey(spot));
        return (
          <button
            key={kind}
            type="button"
            className={`dt-spot dt-spot--${kind}${winning(spot) ? ' is-won' : ''}`}
            onClick={() => onPlace(spot)}
            disabled={disabled}
            data-spot={spotKey(spot)}
          >
            <span className="dt-spot__name">{t(`house.live.bets.${kind}`)}</span>
            <span className="dt-spot__pays">{DRAGON_TIGER_ODDS[kind]}:1</span>
            {stake !== undefined && <span className="live-chip">{formatChip(stake)}</span>}
          </button>
        );
      })}
    </div>
  );
}
