import { Minus, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SLOT_MAX_LINES } from '@swerte/contracts';
import type { GameSession } from '@swerte/contracts';
import { formatCents } from '@swerte/contracts';
import { useGameMoney } from '../../lib/format';

interface StepperProps {
  label: string;
  value: string;
  testId: string;
  canDown: boolean;
  canUp: boolean;
  onDown: () => void;
  onUp: () => void;
  disabled: boolean;
}

function Stepper({ label, value, testId, canDown, canUp, onDown, onUp, disabled }: StepperProps) {
  const { t } = useTranslation();
  return (
    <div className="slot-stepper" role="group" aria-label={label}>
      <span className="slot-stepper__label">{label}</span>
      <div className="slot-stepper__row">
        <button
          type="button"
          onClick={onDown}
          disabled={disabled || !canDown}
          aria-label={t('house.slot.less', { what: label })}
        >
          <Minus size={18} aria-hidden />
        </button>
        <output className="slot-stepper__value" data-testid={testId} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          onClick={onUp}
          disabled={disabled || !canUp}
          aria-label={t('house.slot.more', { what: label })}
        >
          <Plus size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}

interface SlotControlsProps {
  lines: number;
  onLines: (lines: number) => void;
  steps: readonly bigint[];
  stepIndex: number;
  onStep: (index: number) => void;
  betPerLine: bigint;
  busy: boolean;
  lastWin: string | null;
  currency: GameSession['currency'];
  onSpin: () => void;
}

/** Lines, bet per line, the total stake, the last win and the Spin button. */
export function SlotControls(props: SlotControlsProps) {
  const { lines, onLines, steps, stepIndex, onStep, betPerLine, busy, lastWin, currency, onSpin } = props;
  const { t } = useTranslation();
  const money = useGameMoney(currency);
  const total = formatCents(betPerLine * BigInt(lines));
  return (
    <div className="slot-controls">
      <Stepper
        label={t('house.slot.lines')}
        value={String(lines)}
        testId="slot-lines"
        canDown={lines > 1}
        canUp={lines < SLOT_MAX_LINES}
        onDown={() => onLines(lines - 1)}
        onUp={() => onLines(lines + 1)}
        disabled={busy}
      />
      <Stepper
        label={t('house.slot.betPerLine')}
        value={money(formatCents(betPerLine))}
        testId="slot-bet-per-line"
        canDown={stepIndex > 0}
        canUp={stepIndex < steps.length - 1}
        onDown={() => onStep(stepIndex - 1)}
        onUp={() => onStep(stepIndex + 1)}
        disabled={busy}
      />
      <button
        type="button"
        className={busy ? 'slot-spin is-busy' : 'slot-spin'}
        onClick={onSpin}
        disabled={busy}
        data-testid="slot-spin"
        aria-keyshortcuts="Space Enter"
      >
        <RotateCw size={30} strokeWidth={2.5} aria-hidden className="slot-spin__icon" />
        <span>{t('house.slot.spin')}</span>
      </button>
      <div className="slot-figure">
        <span className="slot-figure__label">{t('house.slot.totalBet')}</span>
        <strong data-testid="slot-total-bet">{money(total)}</strong>
      </div>
      <div className="slot-figure slot-figure--win">
        <span className="slot-figure__label">{t('house.slot.lastWin')}</span>
        <strong data-testid="slot-last-win">{lastWin === null ? '–' : money(lastWin)}</strong>
      </div>
    </div>
  );
}
