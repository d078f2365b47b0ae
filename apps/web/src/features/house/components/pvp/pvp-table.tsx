import { useState } from 'react';
import { ArrowLeft, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PVP_AWAY_TURN_SECONDS, PVP_TURN_SECONDS, parseCents, formatCents } from '@swerte/contracts';
import type { GameSession, PvpTable } from '@swerte/contracts';
import { errorText } from '../../../../lib/auth/error-text';
import { FormAlert } from '../../../../ui/form/submit-button';
import { useNow } from '../../hooks/use-now';
import { useGameMoney } from '../../lib/format';
import { remainingMs } from '../../lib/server-clock';
import { CardBack } from '../round/playing-card';
import type { usePvpRoom } from '../../hooks/use-pvp-room';
import { PvpCard } from './pvp-card';

const PLACES = ['bottom', 'left', 'top', 'right'] as const;

interface PvpTableViewProps {
  session: GameSession;
  room: ReturnType<typeof usePvpRoom>;
  table: PvpTable;
  offset: number;
  onBack: () => void;
}

/** Four seats round the felt, the play to beat in the middle, your hand along the bottom. */
export function PvpTableView({ session, room, table, offset, onBack }: PvpTableViewProps) {
  const { t } = useTranslation();
  const practice = table.room.practice;
  const money = useGameMoney(practice ? 'PLAY' : session.currency);
  const [selected, setSelected] = useState<number[]>([]);
  const [buyIn, setBuyIn] = useState(table.room.minBuyIn);
  const [busy, setBusy] = useState(false);
  const hand = table.hand;
  const playing = hand?.state === 'playing';
  const now = useNow(250, playing);
  const left = playing && hand.turnEndsAt ? remainingMs(hand.turnEndsAt, offset, now) : 0;
  const me = table.mySeat;
  const myTurn = playing && me !== null && hand.turn === me;
  // Cards played since they were picked are gone from the hand.
  const picked = selected.filter((card) => table.myCards.includes(card));

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) setSelected([]);
  };
  const toggle = (card: number) =>
    setSelected((current) =>
      current.includes(card) ? current.filter((c) => c !== card) : [...current, card],
    );
  const nameOf = (seat: number) =>
    seat === me ? t('house.pvp.you') : (table.seats[seat]?.name ?? t('house.pvp.emptySeat'));
  const place = (seat: number) => PLACES[(seat - (me ?? 0) + 4) % 4]!;
  const last = hand?.log.at(-1);

  return (
    <div
      className="pvp-table"
      data-testid="pvp-table"
      data-hand-state={hand?.state ?? 'none'}
      aria-busy={busy}
    >
      <div className="pvp-table__bar">
        <button type="button" className="btn btn--ghost btn--small" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden /> {t('house.pvp.backToRooms')}
        </button>
        <p className="pvp-table__room">
          {practice ? t('house.pvp.practice') : t('house.pvp.stake', { amount: money(table.room.stake) })}
          {hand && <span> · {t('house.pvp.handNo', { no: hand.handNo })}</span>}
        </p>
        {me !== null && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy}
            onClick={() => void run(() => room.leave())}
            data-testid="pvp-leave"
          >
            <LogOut size={16} aria-hidden /> {t('house.pvp.leave')}
          </button>
        )}
      </div>

      <section className="pvp-felt" aria-label={t('house.pvp.rooms')}>
        {table.seats.map((seat) => {
          const turn = playing && hand.turn === seat.seat;
          const limit = (table.seats[seat.seat]?.away ? PVP_AWAY_TURN_SECONDS : PVP_TURN_SECONDS) * 1000;
          return (
            <div
              key={seat.seat}
              className={`pvp-seat pvp-seat--${place(seat.seat)}${turn ? ' is-turn' : ''}${seat.name ? '' : ' is-empty'}`}
              data-testid={`pvp-seat-${seat.seat}`}
            >
              <p className="pvp-seat__name">
                {nameOf(seat.seat)}
                {seat.bot && <span className="pvp-seat__tag">{t('house.pvp.bot')}</span>}
                {seat.away && <span className="pvp-seat__tag is-away">{t('house.pvp.away')}</span>}
              </p>
              {seat.name && (
                <p className="pvp-seat__stack">
                  {practice ? t('house.pvp.chips') : t('house.pvp.stack')} {money(seat.stack)}
                </p>
              )}
              {seat.cardsLeft > 0 && seat.seat !== me && (
                <div
                  className="pvp-seat__backs"
                  aria-label={t('house.pvp.cardsLeft', { count: seat.cardsLeft })}
                >
                  <CardBack small />
                  <span>{seat.cardsLeft}</span>
                </div>
              )}
              {turn && (
                <div
                  className="pvp-seat__timer"
                  role="timer"
                  aria-label={t('house.pvp.secondsLeft', { count: Math.ceil(left / 1000) })}
                >
                  <span style={{ width: `${Math.min(100, (left / limit) * 100)}%` }} />
                  <strong data-testid="pvp-seconds">{Math.ceil(left / 1000)}</strong>
                </div>
              )}
              {!playing && seat.lastResult && seat.lastResult !== '0.00' && (
                <p
                  className={
                    seat.lastResult.startsWith('-') ? 'pvp-seat__result is-loss' : 'pvp-seat__result is-win'
                  }
                >
                  {seat.lastResult.startsWith('-') ? '' : '+'}
                  {money(seat.lastResult)}
                </p>
              )}
            </div>
          );
        })}

        <div className="pvp-felt__centre" data-testid="pvp-centre">
          {hand && hand.winner !== null ? (
            <div className="pvp-felt__result" data-testid="pvp-result">
              <p className="pvp-felt__winner">
                {hand.winner === me
                  ? t('house.pvp.youWin', { amount: money(table.seats[me]?.lastResult ?? '0.00') })
                  : t('house.pvp.winner', { name: nameOf(hand.winner) })}
              </p>
              {me !== null && hand.winner !== me && table.seats[me]?.lastResult && (
                <p>
                  {t('house.pvp.youLose', { amount: money(table.seats[me].lastResult.replace('-', '')) })}
                </p>
              )}
              {!practice && hand.rake && (
                <p className="pvp-felt__small">{t('house.pvp.rakeTaken', { amount: money(hand.rake) })}</p>
              )}
              <p className="pvp-felt__small">
                {table.seats.every((s) => s.name) ? t('house.pvp.nextHand') : t('house.pvp.waitingPlayers')}
              </p>
            </div>
          ) : hand?.table ? (
            <>
              <p className="pvp-felt__label">
                {t('house.pvp.lastPlay')}: {nameOf(hand.table.seat)} ·{' '}
                {t(`house.pvp.kinds.${hand.table.combo.kind}`)}
              </p>
              <div className="pvp-felt__cards" data-testid="pvp-last-play">
                {hand.table.combo.cards.map((card) => (
                  <PvpCard key={card} card={card} small />
                ))}
              </div>
            </>
          ) : playing ? (
            <p className="pvp-felt__label">
              {hand.log.length === 0 ? t('house.pvp.opening') : t('house.pvp.lead')}
            </p>
          ) : (
            <p className="pvp-felt__label">{t('house.pvp.waitingPlayers')}</p>
          )}
          {playing && last && !last.combo && (
            <p className="pvp-felt__small">
              {nameOf(last.seat)}: {last.timeout ? t('house.pvp.timedOut') : t('house.pvp.passed')}
            </p>
          )}
          {playing && (
            <p className="pvp-felt__turn" data-testid="pvp-turn">
              {myTurn ? t('house.pvp.yourTurn') : t('house.pvp.theirTurn', { name: nameOf(hand.turn ?? 0) })}
            </p>
          )}
        </div>
      </section>

      {room.error != null && <FormAlert>{errorText(room.error, t)}</FormAlert>}

      {me === null ? (
        <form
          className="pvp-sit"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => room.sit(practice ? formatCents(100n) : buyIn));
          }}
        >
          {!practice && (
            <label className="pvp-sit__field">
              <span>{t('house.pvp.buyIn')}</span>
              <input
                className="input"
                inputMode="decimal"
                value={buyIn}
                onChange={(event) => setBuyIn(event.target.value)}
                data-testid="pvp-buy-in"
              />
              <small>
                {t('house.pvp.buyInRange', {
                  min: money(table.room.minBuyIn),
                  max: money(table.room.maxBuyIn),
                })}
              </small>
            </label>
          )}
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy || !validMoney(buyIn)}
            data-testid="pvp-sit"
          >
            {practice ? t('house.pvp.sitPractice') : t('house.pvp.sit')}
          </button>
        </form>
      ) : (
        <section className="pvp-hand" aria-label={t('house.pvp.yourHand')}>
          <div className="pvp-hand__cards" data-testid="pvp-my-cards">
            {table.myCards.map((card) => (
              <button
                key={card}
                type="button"
                className={picked.includes(card) ? 'pvp-hand__card is-picked' : 'pvp-hand__card'}
                aria-pressed={picked.includes(card)}
                onClick={() => toggle(card)}
                data-card={card}
              >
                <PvpCard card={card} />
              </button>
            ))}
          </div>
          {/* Between hands there is nothing to pass or play: the felt says what comes next. */}
          {playing && (
            <div className="pvp-hand__actions">
              <span className="pvp-hand__count">{t('house.pvp.selected', { count: picked.length })}</span>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={!myTurn || busy || !hand.table}
                onClick={() => void run(() => room.pass(hand.handNo))}
                data-testid="pvp-pass"
              >
                {t('house.pvp.pass')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={!myTurn || busy || picked.length === 0}
                onClick={() => void run(() => room.play(hand.handNo, picked))}
                data-testid="pvp-play"
              >
                {t('house.pvp.play')}
              </button>
            </div>
          )}
        </section>
      )}
      {hand && (
        <p className="pvp-table__fair">
          {hand.serverSeed
            ? t('house.pvp.seed', { seed: hand.serverSeed })
            : t('house.pvp.fairness', { hash: hand.commitment })}
        </p>
      )}
    </div>
  );
}

function validMoney(text: string): boolean {
  try {
    return parseCents(text) > 0n;
  } catch {
    return false;
  }
}
