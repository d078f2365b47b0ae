import { useEffect, useMemo, useState } from 'react';
import { BookOpen, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SLOT_MAX_LINES } from '@swerte/contracts';
import type { GameSession } from '@swerte/contracts';
import { ReelGrid } from '../round/reel-grid';
import { useSymbolName } from '../round/round-outcome';
import { SlotSymbolSprite } from '../round/slot-symbols';
import { FormAlert } from '../../../../ui/form/submit-button';
import { useSlotPlay } from '../../hooks/use-slot-play';
import { slotBetSteps } from '../../lib/bet-steps';
import { parseCents } from '@swerte/contracts';
import { FairnessDialog } from '../fairness-dialog';
import { GameBar } from '../game-bar';
import { PaytableDialog } from './paytable-dialog';
import { SlotControls } from './slot-controls';
import { SlotBanner } from './slot-banner';
import { WinMeter } from './win-meter';
import './slot.css';

export interface HouseGameProps {
  session: GameSession;
  onSessionChange: (patch: Partial<Pick<GameSession, 'balance' | 'fairness'>>) => void;
  onSessionEnd: () => void;
}

/** Keys a focused control uses itself; Space and Enter anywhere else spin. */
const OWN_KEYS = 'input, select, textarea, button, a, summary, [role="dialog"] *';

/** Swerte Fiesta: 5 reels, 3 rows, up to 20 lines. */
export function SlotGame({ session, onSessionChange, onSessionEnd }: HouseGameProps) {
  const { t } = useTranslation();
  const symbolName = useSymbolName();
  const steps = useMemo(() => slotBetSteps(parseCents(session.minBet)), [session.minBet]);
  const [lines, setLines] = useState(SLOT_MAX_LINES);
  const [stepIndex, setStepIndex] = useState(0);
  const [dialog, setDialog] = useState<'rules' | 'fairness' | null>(null);
  const betPerLine = steps[Math.min(stepIndex, steps.length - 1)] ?? 1n;
  const play = useSlotPlay({ session, lines, betPerLine, onSessionChange, onSessionEnd });
  const { spin } = play;

  useEffect(() => {
    if (dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      event.preventDefault();
      void spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, spin]);

  return (
    <div className="slot-game">
      <SlotSymbolSprite />
      <GameBar
        session={session}
        balance={play.balance}
        actions={
          <>
            <button
              type="button"
              className="game-icon-btn"
              onClick={() => setDialog('rules')}
              data-testid="slot-rules"
            >
              <BookOpen size={18} aria-hidden />
              <span className="game-icon-btn__text">{t('house.common.rules')}</span>
            </button>
            <button
              type="button"
              className="game-icon-btn"
              onClick={() => setDialog('fairness')}
              data-testid="open-fairness"
            >
              <ShieldCheck size={18} aria-hidden />
              <span className="game-icon-btn__text">{t('house.fairness.short')}</span>
            </button>
          </>
        }
      />
      <div className="slot-stage">
        <div className={play.freeSpin ? 'slot-cabinet is-free' : 'slot-cabinet'}>
          <div className="slot-marquee" aria-hidden>
            <span className="slot-marquee__lights" />
            <span className="slot-marquee__name">{session.gameName}</span>
          </div>
          <div className="slot-status" aria-live="polite">
            {play.freeSpin ? (
              <p className="slot-status__free" data-testid="free-spin-counter">
                <span>{t('house.slot.freeSpinOf', { n: play.freeSpin.n, total: play.freeSpin.total })}</span>
                <span className="slot-status__multiplier">{t('house.slot.multiplier', { n: 2 })}</span>
              </p>
            ) : (
              <p className="slot-status__hint">
                {play.busy ? t('house.slot.goodLuck') : t('house.slot.hint', { lines })}
              </p>
            )}
          </div>
          <div className="slot-board">
            <ReelGrid
              grid={play.grid}
              spinning={play.spinning}
              highlighted={play.wins.cells}
              lines={play.wins.lines}
              label={t('house.slot.reels')}
              symbolLabel={symbolName}
            />
            {play.banner && (
              <SlotBanner banner={play.banner} onDismiss={play.dismissBanner} currency={session.currency} />
            )}
          </div>
          <WinMeter
            roundWin={play.roundWin}
            lastSpin={play.lastSpin}
            busy={play.busy}
            currency={session.currency}
          />
        </div>
        {play.error && <FormAlert>{play.error}</FormAlert>}
        <SlotControls
          lines={lines}
          onLines={setLines}
          steps={steps}
          stepIndex={Math.min(stepIndex, steps.length - 1)}
          onStep={setStepIndex}
          betPerLine={betPerLine}
          busy={play.busy}
          lastWin={play.lastWin}
          currency={session.currency}
          onSpin={() => void spin()}
        />
      </div>
      <PaytableDialog
        open={dialog === 'rules'}
        onClose={() => setDialog(null)}
        betPerLine={betPerLine}
        lines={lines}
        currency={session.currency}
      />
      <FairnessDialog
        open={dialog === 'fairness'}
        onClose={() => setDialog(null)}
        session={session}
        lastRound={play.lastRound}
        onSessionChange={onSessionChange}
        onSessionEnd={onSessionEnd}
      />
    </div>
  );
}
