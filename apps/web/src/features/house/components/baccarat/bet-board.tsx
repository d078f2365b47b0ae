import { useTranslation } from 'react-i18next';
import { BACCARAT_BET_KINDS } from '@swerte/contracts';
import type { BaccaratBetKindWire, BaccaratRoundWire } from '@swerte/contracts';
import { formatMoney } from '../../../../lib/money';
import { formatCents } from '@swerte/contracts';
import type { SlipTotals } from '../../lib/bet-slip';

/** How each bet pays, as printed on the felt. */
const PAYS: Record<BaccaratBetKindWire, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

interface BetBoardProps {
  slip: SlipTotals;
  /** Bets confirmed on this round (locked). */
  placed: BaccaratRoundWire['bets'];
  /** The dealt coup's outcome lights the spots that won. */
  winners: ReadonlySet<BaccaratBetKindWire>;
  disabled: boolean;
  onPlace: (kind: BaccaratBetKindWire) => void;
}

/** The five betting spots: pairs and tie on the top row, player and banker below. */
export function BetBoard({ slip, placed, winners, disabled, onPlace }: BetBoardProps) {
  const { t } = useTranslation();
  const placedOf = (kind: BaccaratBetKindWire) => placed.find((bet) => bet.kind === kind)?.amount ?? null;
  return (
    <div className="bet-board">
      {BACCARAT_BET_KINDS.map((kind) => {
        const confirmed = placedOf(kind);
        const pending = slip[kind];
        const amount = confirmed ?? (pending > 0n ? formatCents(pending) : null);
        return (
          <button
            key={kind}
            type="button"
            className={`bet-spot bet-spot--${kind}${winners.has(kind) ? ' is-won' : ''}${confirmed ? ' is-placed' : ''}`}
            onClick={() => onPlace(kind)}
            disabled={disabled}
            data-spot={kind}
          >
            <span className="bet-spot__name">{t(`house.baccarat.${kind}`)}</span>
            <span className="bet-spot__pays">{PAYS[kind]}</span>
            {amount && (
              <span className="bet-spot__stake" data-testid={`stake-${kind}`}>
                <span className="bet-spot__chip" aria-hidden />
                {formatMoney(amount)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
