import { useTranslation } from 'react-i18next';
import type { GameSession, SlotSpinWire } from '@swerte/contracts';
import { useSymbolName } from '../round/round-outcome';
import { useCountUp } from '../../hooks/use-count-up';
import { formatCents } from '@swerte/contracts';
import { useGameMoney } from '../../lib/format';

interface WinMeterProps {
  roundWin: bigint;
  lastSpin: SlotSpinWire | null;
  busy: boolean;
  currency: GameSession['currency'];
}

/** The round's win counting up, and what the last spin paid for in a line. */
export function WinMeter({ roundWin, lastSpin, busy, currency }: WinMeterProps) {
  const { t } = useTranslation();
  const symbolName = useSymbolName();
  const shown = useCountUp(Number(roundWin));
  const money = useGameMoney(currency);
  const best = lastSpin?.lineWins.reduce<SlotSpinWire['lineWins'][number] | null>(
    (top, win) => (top === null || Number(win.payout) > Number(top.payout) ? win : top),
    null,
  );
  const scatter = lastSpin && lastSpin.scatter.count >= 3 ? lastSpin.scatter : null;
  const detail = best
    ? t('house.slot.lineWin', { line: best.line, count: best.count, symbol: symbolName(best.symbol) })
    : scatter
      ? t('house.slot.scatterWin', { count: scatter.count })
      : null;
  const winning = roundWin > 0n;
  return (
    <div className={winning ? 'win-meter is-winning' : 'win-meter'}>
      <span className="win-meter__label">{t('house.slot.win')}</span>
      <strong className="win-meter__amount" data-testid="round-win">
        {money(formatCents(BigInt(shown)))}
      </strong>
      <span className="win-meter__detail">
        {winning && detail ? detail : busy ? '' : lastSpin ? t('house.slot.noWin') : t('house.slot.ready')}
      </span>
    </div>
  );
}
