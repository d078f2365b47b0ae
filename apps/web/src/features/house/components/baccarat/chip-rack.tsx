import { useTranslation } from 'react-i18next';
import { formatCents } from '@swerte/contracts';
import { formatChip } from './chip';

interface ChipRackProps {
  chips: readonly bigint[];
  selected: bigint;
  onSelect: (chip: bigint) => void;
  disabled: boolean;
}

/** The chips a player lays on the spots; the selected one rises. */
export function ChipRack({ chips, selected, onSelect, disabled }: ChipRackProps) {
  const { t } = useTranslation();
  return (
    <div className="chip-rack" role="radiogroup" aria-label={t('house.baccarat.chips')}>
      {chips.map((chip) => (
        <button
          key={String(chip)}
          type="button"
          role="radio"
          aria-checked={chip === selected}
          className={`chip chip--${String(chip)}${chip === selected ? ' is-selected' : ''}`}
          onClick={() => onSelect(chip)}
          disabled={disabled}
          data-chip={formatCents(chip)}
          aria-label={t('house.baccarat.chip', { amount: formatCents(chip) })}
        >
          <span>{formatChip(chip)}</span>
        </button>
      ))}
    </div>
  );
}
