import { Check, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChipRack } from './chip-rack';

interface BetActionsProps {
  chips: readonly bigint[];
  chip: bigint;
  onChip: (chip: bigint) => void;
  /** Betting is open for this round. */
  open: boolean;
  /** How many chips are laid on the slip. */
  placed: number;
  /** The slip's total as shown (with the currency), or null while nothing is laid. */
  total: string | null;
  confirming: boolean;
  onUndo: () => void;
  onClear: () => void;
  onConfirm: () => void;
}

/** Under a table's layout: the chip rack, and undo, clear and confirm for the round's slip. */
export function BetActions(props: BetActionsProps) {
  const { t } = useTranslation();
  const empty = !props.open || props.placed === 0;
  return (
    <div className="bac-actions">
      <ChipRack chips={props.chips} selected={props.chip} onSelect={props.onChip} disabled={!props.open} />
      <div className="bac-actions__buttons">
        <button
          type="button"
          className="btn btn--on-dark"
          onClick={props.onUndo}
          disabled={empty}
          data-testid="bet-undo"
        >
          <Undo2 size={16} aria-hidden />
          {t('house.baccarat.undo')}
        </button>
        <button
          type="button"
          className="btn btn--on-dark"
          onClick={props.onClear}
          disabled={empty}
          data-testid="bet-clear"
        >
          <Trash2 size={16} aria-hidden />
          {t('house.baccarat.clear')}
        </button>
        <button
          type="button"
          className="btn btn--gold"
          onClick={props.onConfirm}
          disabled={empty || props.confirming}
          data-testid="bet-confirm"
        >
          <Check size={16} aria-hidden />
          {props.total !== null
            ? t('house.baccarat.confirmAmount', { amount: props.total })
            : t('house.baccarat.confirm')}
        </button>
      </div>
    </div>
  );
}
