import { useMemo, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BaccaratBetKindWire, CoupWire } from '@swerte/contracts';
import { errorText } from '../../../../lib/auth/error-text';
import { BaccaratHands } from '../round/baccarat-hands';
import { BetResults } from '../round/round-outcome';
import { FormAlert } from '../../../../ui/form/submit-button';
import { Spinner } from '../../../../ui/spinner';
import { useBaccaratTable } from '../../hooks/use-baccarat-table';
import { baccaratChips } from '../../lib/bet-steps';
import { placeChip, slipBets, slipTotal, slipTotals } from '../../lib/bet-slip';
import type { Placement } from '../../lib/bet-slip';
import { formatCents, parseCents } from '@swerte/contracts';
import { useGameMoney } from '../../lib/format';
import { tableResult } from '../../lib/round-result';
import { FairnessDialog } from '../fairness-dialog';
import { GameBar } from '../game-bar';
import type { HouseGameProps } from '../slot/slot-game';
import { BetBoard } from './bet-board';
import { BigRoadBoard } from './big-road-board';
import { BetActions } from './bet-actions';
import { RoundTimer } from './round-timer';
import './baccarat.css';

/** The bet kinds a coup pays. */
function winningKinds(coup: CoupWire | null | undefined): Set<BaccaratBetKindWire> {
  const kinds = new Set<BaccaratBetKindWire>();
  if (!coup) return kinds;
  kinds.add(coup.winner);
  if (coup.playerPair) kinds.add('playerPair');
  if (coup.bankerPair) kinds.add('bankerPair');
  return kinds;
}

/** Punto banco against the house: bet in the window, watch the coup, follow the road. */
export function BaccaratGame({ session, onSessionChange, onSessionEnd }: HouseGameProps) {
  const { t } = useTranslation();
  const money = useGameMoney(session.currency);
  const chips = useMemo(() => baccaratChips(parseCents(session.minBet)), [session.minBet]);
  const [chip, setChip] = useState<bigint>(chips[0] ?? 100n);
  const [slip, setSlip] = useState<{ roundId: string; placements: Placement[] }>({
    roundId: '',
    placements: [],
  });
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ roundId: string; text: string } | null>(null);
  const game = useBaccaratTable({ session, onSessionChange, onSessionEnd });
  const { table, remaining, reveal } = game;

  if (!table) {
    return (
      <div className="baccarat-game">
        <GameBar session={session} balance={session.balance} actions={null} />
        <div className="bac-stage">
          {game.loadFailed ? (
            <FormAlert>
              {errorText(game.loadFailed, t)}{' '}
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void game.reload()}>
                {t('house.common.retry')}
              </button>
            </FormAlert>
          ) : (
            <Spinner label={t('house.session.opening')} />
          )}
        </div>
      </div>
    );
  }

  const roundId = table.round.roundId;
  // Chips laid on an earlier round are gone once it closes: only confirmed bets were staked.
  const placements = slip.roundId === roundId ? slip.placements : [];
  const placed = table.round.baccarat?.bets ?? [];
  const locked = placed.length > 0 || table.round.status !== 'betting';
  const open = remaining > 0 && !locked;
  const phase = remaining <= 0 ? 'dealing' : locked ? 'placed' : 'betting';
  const shownRound = reveal?.round ?? table.previous;
  const coup = shownRound?.baccarat?.coup ?? null;
  const revealDone = reveal ? reveal.done : true;
  const myResults = revealDone ? (shownRound?.baccarat?.results ?? null) : null;
  const mine = myResults && myResults.length > 0 ? tableResult(myResults) : null;

  const notice = note?.roundId === roundId ? note.text : null;
  const setNotice = (text: string | null) => setNote(text === null ? null : { roundId, text });

  const place = (kind: BaccaratBetKindWire) => {
    const next = placeChip(placements, kind, chip);
    if (!next) {
      setNotice(t('house.baccarat.maxReached'));
      return;
    }
    setNotice(null);
    game.clearError();
    setSlip({ roundId, placements: next });
  };

  const confirm = async () => {
    if (placements.length === 0 || confirming) return;
    setConfirming(true);
    const ok = await game.placeBets(slipBets(placements));
    setConfirming(false);
    if (ok) {
      setSlip({ roundId, placements: [] });
      setNotice(t('house.baccarat.confirmed'));
    }
  };

  return (
    <div className="baccarat-game">
      <GameBar
        session={session}
        balance={game.balance}
        actions={
          <button
            type="button"
            className="game-icon-btn"
            onClick={() => setFairnessOpen(true)}
            data-testid="open-fairness"
          >
            <ShieldCheck size={18} aria-hidden />
            <span className="game-icon-btn__text">{t('house.fairness.short')}</span>
          </button>
        }
      />
      <div className="bac-stage">
        <section className="bac-felt" aria-label={t('house.baccarat.table')}>
          <div className="bac-felt__top">
            <p className="bac-felt__round">
              {t('house.baccarat.roundNo', { id: roundId.split('-').at(-1) ?? roundId })}
            </p>
            <RoundTimer remainingMs={remaining} phase={phase} />
            <p className="bac-felt__limits">
              {t('house.baccarat.minBet', { amount: money(session.minBet) })}
            </p>
          </div>
          <div className="bac-felt__cards" data-testid="coup">
            {coup ? (
              <BaccaratHands
                key={shownRound?.roundId}
                coup={coup}
                dealt={reveal && !reveal.done ? reveal.dealt : undefined}
                animate={reveal !== null}
              />
            ) : (
              <p className="bac-felt__empty">{t('house.baccarat.firstRound')}</p>
            )}
          </div>
          {mine && (
            <p
              className={mine.kind === 'won' ? 'bac-result is-win' : 'bac-result'}
              role="status"
              data-testid="my-result"
              data-result={mine.kind}
            >
              {mine.kind === 'won' && t('house.baccarat.youWon', { amount: money(formatCents(mine.won)) })}
              {mine.kind === 'won' &&
                mine.returned > 0n &&
                ` ${t('house.baccarat.alsoReturned', { amount: money(formatCents(mine.returned)) })}`}
              {mine.kind === 'push' &&
                t('house.baccarat.youPushed', { amount: money(formatCents(mine.returned)) })}
              {mine.kind === 'lost' && t('house.baccarat.youLost', { amount: money(formatCents(mine.lost)) })}
            </p>
          )}
          <BetBoard
            slip={slipTotals(placements)}
            placed={placed}
            winners={reveal?.done && !locked && placements.length === 0 ? winningKinds(coup) : new Set()}
            disabled={!open}
            onPlace={place}
          />
          <BetActions
            chips={chips}
            chip={chip}
            onChip={setChip}
            open={open}
            placed={placements.length}
            total={placements.length > 0 ? money(formatCents(slipTotal(placements))) : null}
            confirming={confirming}
            onUndo={() => setSlip({ roundId, placements: placements.slice(0, -1) })}
            onClear={() => setSlip({ roundId, placements: [] })}
            onConfirm={() => void confirm()}
          />
          {(game.error ?? notice) && (
            <FormAlert tone={game.error ? 'error' : 'info'}>{game.error ?? notice}</FormAlert>
          )}
        </section>
        <aside className="bac-side">
          <BigRoadBoard road={game.road} />
          {shownRound?.baccarat && revealDone && shownRound.baccarat.bets.length > 0 && (
            <section className="bac-last">
              <h2>{t('house.baccarat.lastRound')}</h2>
              <BetResults round={shownRound.baccarat} money={money} />
            </section>
          )}
        </aside>
      </div>
      <FairnessDialog
        open={fairnessOpen}
        onClose={() => setFairnessOpen(false)}
        session={session}
        lastRound={table.previous}
        onSessionChange={onSessionChange}
        onSessionEnd={onSessionEnd}
      />
    </div>
  );
}
