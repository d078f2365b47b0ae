import { useMemo, useState } from 'react';
import { BookOpen, ShieldCheck, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents } from '@swerte/contracts';
import type { LiveTableGame } from '@swerte/contracts';
import { FormAlert } from '../../../../ui/form/submit-button';
import { Spinner } from '../../../../ui/spinner';
import { REVEAL_MS, useLiveTable } from '../../hooks/use-live-table';
import { baccaratChips } from '../../lib/bet-steps';
import { useGameMoney } from '../../lib/format';
import { liveSlipBets, liveSlipTotals, placeLiveChip, spotKey } from '../../lib/live-slip';
import type { LivePlacement, LiveSpot } from '../../lib/live-slip';
import { spotWins } from '../../lib/live-outcome';
import { BetActions } from '../baccarat/bet-actions';
import { RoundTimer } from '../baccarat/round-timer';
import { GameBar } from '../game-bar';
import type { HouseGameProps } from '../slot/slot-game';
import { DragonTigerBoard } from './dragon-tiger-board';
import { LiveFairnessDialog } from './live-fairness-dialog';
import { LiveHistory } from './live-history';
import { LiveRulesDialog } from './live-rules-dialog';
import { LiveStage } from './live-stage';
import { MySlips } from './my-slips';
import { RouletteBoard } from './roulette-board';
import { SicBoBoard } from './sicbo-board';
import '../baccarat/baccarat.css';
import './live.css';

const BOARDS = { roulette: RouletteBoard, sicbo: SicBoBoard, dragonTiger: DragonTigerBoard } as const;

/**
 * A shared live table (roulette, sic bo, dragon tiger): everyone at it sees the same round, its
 * countdown and its result; a member lays chips in the window and confirms one slip per round.
 */
export function LiveTableGame({ session, onSessionChange, onSessionEnd }: HouseGameProps) {
  const game = session.game as LiveTableGame;
  const { t } = useTranslation();
  const money = useGameMoney(session.currency);
  const chips = useMemo(() => baccaratChips(parseCents(session.minBet)), [session.minBet]);
  const [chip, setChip] = useState<bigint>(chips[0] ?? 100n);
  const [slip, setSlip] = useState<{ roundNo: number; placements: LivePlacement[] }>({
    roundNo: 0,
    placements: [],
  });
  const [dialog, setDialog] = useState<'rules' | 'fairness' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ roundNo: number; text: string } | null>(null);
  const live = useLiveTable({ game, session, onSessionChange, onSessionEnd });
  const { table, remaining, reveal, mySlip } = live;
  const Board = BOARDS[game];

  const bar = (
    <GameBar
      session={session}
      balance={live.balance}
      actions={
        <>
          <button
            type="button"
            className="game-icon-btn"
            onClick={() => setDialog('rules')}
            data-testid="open-rules"
          >
            <BookOpen size={18} aria-hidden />
            <span className="game-icon-btn__text">{t('house.live.rules')}</span>
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
  );
  if (!table?.round) {
    return (
      <div className="live-game" data-table={game}>
        {bar}
        <div className="bac-stage">
          {live.error ? <FormAlert>{live.error}</FormAlert> : <Spinner label={t('house.live.joining')} />}
        </div>
      </div>
    );
  }

  const round = table.round;
  const roundNo = round.roundNo;
  const placements = slip.roundNo === roundNo ? slip.placements : [];
  const locked = mySlip !== null || round.state !== 'betting';
  const open = remaining > 0 && !locked;
  const phase = remaining <= 0 || round.state !== 'betting' ? 'dealing' : locked ? 'placed' : 'betting';
  const revealing = reveal !== null && !reveal.done;
  const shown = reveal?.result ?? table.history[0] ?? null;
  const stakes = mySlip
    ? new Map(mySlip.bets.map((bet) => [spotKey(bet), parseCents(bet.amount)]))
    : liveSlipTotals(placements);
  const lastSlip = shown
    ? live.slips.find((s) => s.roundNo === shown.roundNo && s.payout !== null)
    : undefined;
  const notice = note?.roundNo === roundNo ? note.text : null;

  const place = (spot: LiveSpot) => {
    const next = placeLiveChip(placements, spot, chip);
    if (typeof next === 'string') {
      setNote({ roundNo, text: t(`house.live.refused.${next}`) });
      return;
    }
    setNote(null);
    live.clearError();
    setSlip({ roundNo, placements: next });
  };
  const confirm = async () => {
    if (placements.length === 0 || confirming) return;
    setConfirming(true);
    const ok = await live.placeBets(liveSlipBets(placements));
    setConfirming(false);
    if (ok) {
      setSlip({ roundNo, placements: [] });
      setNote({ roundNo, text: t('house.baccarat.confirmed') });
    }
  };
  const total = placements.reduce((sum, p) => sum + p.cents, 0n);

  return (
    <div className="live-game" data-table={game}>
      {bar}
      <div className="bac-stage live-stage">
        <section className="bac-felt live-felt" aria-label={t(`house.live.tables.${game}`)}>
          <div className="bac-felt__top">
            <p className="bac-felt__round" data-testid="live-round" data-round={roundNo}>
              {t('house.live.roundNo', { no: roundNo })}
              {!live.connected && (
                <span className="live-offline" role="status">
                  <WifiOff size={14} aria-hidden /> {t('house.live.reconnecting')}
                </span>
              )}
            </p>
            <RoundTimer remainingMs={round.state === 'betting' ? remaining : 0} phase={phase} />
            <p className="bac-felt__limits">
              {t('house.baccarat.minBet', { amount: money(session.minBet) })}
            </p>
          </div>
          <div className="live-felt__stage" data-result-round={shown?.roundNo ?? ''}>
            <LiveStage
              game={game}
              outcome={shown?.outcome ?? null}
              revealing={revealing}
              revealMs={REVEAL_MS}
            />
          </div>
          {lastSlip && !revealing && (
            <p
              className={parseCents(lastSlip.payout!) > 0n ? 'bac-result is-win' : 'bac-result'}
              role="status"
              data-testid="my-result"
            >
              {parseCents(lastSlip.payout!) > 0n
                ? t('house.live.youWon', { amount: money(formatCents(parseCents(lastSlip.payout!))) })
                : t('house.baccarat.youLost', { amount: money(lastSlip.stake) })}
            </p>
          )}
          <Board
            stakes={stakes}
            winning={(spot) =>
              !revealing && !locked && placements.length === 0 && spotWins(game, spot, shown?.outcome ?? null)
            }
            disabled={!open}
            onPlace={place}
          />
          <BetActions
            chips={chips}
            chip={chip}
            onChip={setChip}
            open={open}
            placed={placements.length}
            total={placements.length > 0 ? money(formatCents(total)) : null}
            confirming={confirming}
            onUndo={() => setSlip({ roundNo, placements: placements.slice(0, -1) })}
            onClear={() => setSlip({ roundNo, placements: [] })}
            onConfirm={() => void confirm()}
          />
          {(live.error ?? notice) && (
            <FormAlert tone={live.error ? 'error' : 'info'}>{live.error ?? notice}</FormAlert>
          )}
        </section>
        <aside className="bac-side live-side">
          <LiveHistory game={game} history={revealing ? table.history.slice(1) : table.history} />
          <MySlips slips={live.slips} money={money} />
        </aside>
      </div>
      <LiveRulesDialog game={game} open={dialog === 'rules'} onClose={() => setDialog(null)} />
      <LiveFairnessDialog
        game={game}
        open={dialog === 'fairness'}
        onClose={() => setDialog(null)}
        round={round}
        lastRoundNo={table.history[0]?.roundNo ?? null}
      />
    </div>
  );
}
