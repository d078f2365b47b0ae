import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dices, Eraser } from 'lucide-react';
import { gridNumbers, quickPick, randomNumbers } from '../lib/quick-picks';
import type { QuickPick } from '../lib/quick-picks';

interface NumberGridProps {
  /** Digits of each number the bet type takes: 1 and 2 show a grid, 3 and 4 a field. */
  digits: number;
  selected: readonly string[];
  onChange: (numbers: string[]) => void;
  /** Numbers one combination needs (xiên 3 = 3): Random adds that many. */
  group: number;
  maxNumbers: number;
}

const QUICK: readonly QuickPick[] = ['odd', 'even', 'big', 'small'];

/** The number picker of a VN bet type: a tap grid (00–99, 0–9) or a typed number, with quick picks. */
export function NumberGrid({ digits, selected, onChange, group, maxNumbers }: NumberGridProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const chosen = new Set(selected);
  const toggle = (number: string) =>
    onChange(
      chosen.has(number) ? selected.filter((n) => n !== number) : [...selected, number].slice(0, maxNumbers),
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (new RegExp(`^\\d{${digits}}$`).test(typed) && !chosen.has(typed)) onChange([...selected, typed]);
    setTyped('');
  };
  const showGrid = digits <= 2;

  return (
    <div className="lott-grid" data-testid="number-grid">
      <div className="lott-grid__quick" role="group" aria-label={t('lottery.grid.title')}>
        <button
          type="button"
          className="lott-chip"
          data-testid="quick-random"
          onClick={() =>
            onChange(
              [...selected, ...randomNumbers(digits, Math.max(group, 1), selected)].slice(0, maxNumbers),
            )
          }
        >
          <Dices size={14} aria-hidden />
          {t('lottery.grid.random')}
        </button>
        {showGrid &&
          QUICK.map((pick) => (
            <button
              key={pick}
              type="button"
              className="lott-chip"
              onClick={() => onChange(quickPick(digits, pick).slice(0, maxNumbers))}
            >
              {t(`lottery.grid.${pick}`)}
            </button>
          ))}
        <button
          type="button"
          className="lott-chip"
          onClick={() => onChange([])}
          disabled={selected.length === 0}
        >
          <Eraser size={14} aria-hidden />
          {t('lottery.grid.clear')}
        </button>
        <span className="lott-grid__count" aria-live="polite">
          {t('lottery.grid.picked', { count: selected.length })}
        </span>
      </div>
      {showGrid ? (
        <div className={`lott-grid__cells lott-grid__cells--d${digits}`}>
          {gridNumbers(digits).map((number) => (
            <button
              key={number}
              type="button"
              className="lott-cell"
              aria-pressed={chosen.has(number)}
              data-number={number}
              onClick={() => toggle(number)}
            >
              {number}
            </button>
          ))}
        </div>
      ) : (
        <>
          <form className="lott-grid__typed" onSubmit={add}>
            <label htmlFor="lott-typed">{t('lottery.grid.typed', { digits })}</label>
            <div className="lott-grid__typed-row">
              <input
                id="lott-typed"
                inputMode="numeric"
                autoComplete="off"
                maxLength={digits}
                pattern={`\\d{${digits}}`}
                value={typed}
                onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
              />
              <button type="submit" className="btn btn--ghost" disabled={typed.length !== digits}>
                {t('lottery.grid.add')}
              </button>
            </div>
          </form>
          <ul className="lott-grid__picked">
            {selected.map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className="lott-cell"
                  aria-pressed
                  aria-label={`${t('lottery.slip.remove')} ${number}`}
                  onClick={() => toggle(number)}
                >
                  {number}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
