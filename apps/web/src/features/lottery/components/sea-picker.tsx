import { useTranslation } from 'react-i18next';
import { SEA_MAX_SUM, SEA_POSITIONS } from '@swerte/games';
import type { LotteryBetType } from '@swerte/contracts';
import { gridNumbers } from '../lib/quick-picks';

interface SeaPickerProps {
  betType: LotteryBetType;
  position: number;
  onPosition: (position: number) => void;
  needsPosition: boolean;
  selected: readonly string[];
  onChange: (picks: string[]) => void;
}

/** What a fast-draw bet kind picks from: digits, a sum 0–45, or big/small, odd/even. */
function choicesOf(betType: LotteryBetType): string[] {
  if (betType === 'digit') return gridNumbers(1);
  if (betType === 'sum') return Array.from({ length: SEA_MAX_SUM + 1 }, (_, n) => String(n));
  if (betType === 'positionBigSmall' || betType === 'sumBigSmall') return ['big', 'small'];
  if (betType === 'positionOddEven' || betType === 'sumOddEven') return ['odd', 'even'];
  return [];
}

/** The picker of a fast SEA draw: the position (1–5) when the bet names one, then the picks. */
export function SeaPicker({
  betType,
  position,
  onPosition,
  needsPosition,
  selected,
  onChange,
}: SeaPickerProps) {
  const { t } = useTranslation();
  const chosen = new Set(selected);
  const choices = choicesOf(betType);
  const label = (choice: string) =>
    /^\d+$/.test(choice) ? choice : t(`lottery.grid.${choice as 'big' | 'small' | 'odd' | 'even'}`);
  return (
    <div className="lott-grid" data-testid="sea-picker">
      {needsPosition && (
        <div
          className="lott-grid__quick"
          role="radiogroup"
          aria-label={t('lottery.grid.position', { position: '' })}
        >
          {Array.from({ length: SEA_POSITIONS }, (_, index) => index + 1).map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={p === position}
              className="lott-chip"
              onClick={() => onPosition(p)}
            >
              {t('lottery.grid.position', { position: p })}
            </button>
          ))}
        </div>
      )}
      <div
        className={`lott-grid__cells ${choices.length <= 2 ? 'lott-grid__cells--wide' : 'lott-grid__cells--d1'}`}
      >
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className="lott-cell"
            aria-pressed={chosen.has(choice)}
            data-number={choice}
            onClick={() =>
              onChange(chosen.has(choice) ? selected.filter((c) => c !== choice) : [...selected, choice])
            }
          >
            {label(choice)}
          </button>
        ))}
      </div>
      <div className="lott-grid__quick">
        <button
          type="button"
          className="lott-chip"
          onClick={() => onChange([])}
          disabled={selected.length === 0}
        >
          {t('lottery.grid.clear')}
        </button>
        <span className="lott-grid__count" aria-live="polite">
          {t('lottery.grid.picked', { count: selected.length })}
        </span>
      </div>
    </div>
  );
}
