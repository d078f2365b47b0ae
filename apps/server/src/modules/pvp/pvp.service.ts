import { randomBytes } from 'node:crypto';
import {
  PVP_AWAY_TURN_SECONDS,
  PVP_GAME_CODE,
  PVP_MAX_BUY_IN_UNITS,
  PVP_MIN_BUY_IN_UNITS,
  PVP_NEXT_HAND_SECONDS,
  PVP_PRACTICE_CHIPS_CENTS,
  PVP_PRACTICE_CODE,
  PVP_ROOMS,
  PVP_SEATS,
  PVP_TURN_SECONDS,
  PVP_VENDOR,
  PvpSettingsSchema,
  formatCents,
  parseCents,
  type PvpRoom,
  type PvpSettings,
  type PvpTable,
} from '@swerte/contracts';
import {
  PdMoveError,
  applyMove,
  botMove,
  commitSeed,
  createRng,
  dealPusoyDos,
  pusoyDosStake,
  pusoyDosValidBets,
  settlePusoyDos,
  startPusoyDos,
  timeoutMove,
  type PdGame,
  type PdMove,
} from '@swerte/games';
import { writeAudit } from '../../platform/audit.js';
import type { Broadcast } from '../../platform/broadcast.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError, isAppError } from '../../platform/errors.js';
import type { BetService } from '../wallet/bets/index.js';
import { accountKey } from '../wallet/ledger/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import * as repo from './pvp.repository.js';
import { DEFAULT_RAKE, forViewer, roomOf, snapshotOf, type LogEntry, type RoomSnapshot } from './pvp-view.js';

export interface PvpPlayer {
  memberId: number;
  /** The name other players see at the table. */
  name: string;
}

export interface PvpDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'getBalance'>;
  /** Each seat's part in a hand is a bet (game type PVP), placed at the deal and settled with the pot. */
  bets: Pick<BetService, 'placeBet' | 'settlePot'>;
  /** The player's limits and blocks, judged at the sitting down (the first hand's stake ahead). */
  protection: { checkStake: (tx: Tx, memberId: number, ahead?: bigint) => Promise<void> };
  broadcast: Broadcast;
  /** Whether the game is in the catalogue and switched on (a switched-off game deals no new hands). */
  playable: () => Promise<boolean>;
  now?: () => Date;
}

export type PvpService = ReturnType<typeof createPvpService>;

/** The topic a room's state is broadcast on (the whole state: each stream cuts out its viewer's part). */
export const roomTopic = (roomId: number) => `pvp-room:${roomId}`;

const LOG_LENGTH = 8;
/**
 * How long a player counts as present after a sitting, a move, or a renewal by the node holding their
 * stream (every PVP_PRESENCE_RENEW_SECONDS): a node killed with streams open stops renewing, and its
 * players are marked away by the schedule on any node within this.
 */
export const PVP_PRESENCE_SECONDS = 30;
export const PVP_PRESENCE_RENEW_SECONDS = 5;
/** Moves bots and leaving players make in a row at most, before the hand waits for a person. */
const AUTO_MOVES = 300;
const BOT_NAMES = ['Bot Maria', 'Bot Jose', 'Bot Ana'];

const tableAccount = (memberId: number) => accountKey.vendor(memberId, PVP_VENDOR);
/** A seat's bet in a hand: one per hand and seat, so a hand is staked once. */
const betIdOf = (handId: number, seat: number) => `pvp-${handId.toString(36)}-${seat}`;
const GAME_NAME = 'Pusoy Dos';

/** A real-money seat the deal could not stake (a time-out, a limit reached): it stands up instead. */
class StakeRefused extends Error {
  constructor(readonly seatId: number) {
    super('stake refused');
  }
}

/**
 * Pusoy Dos rooms. Every change is one transaction on the database (the authority), then broadcast; any
 * node may make any change, and a node killed between changes leaves a state the next one continues:
 * a move and a timer move are conditional updates of the hand's version, a pot is paid in the same
 * transaction as the move that ends the hand, under the ledger key pvp:pot:<hand id>.
 */
export function createPvpService(deps: PvpDeps) {
  const { db, ledger, bets, broadcast } = deps;
  const now = deps.now ?? (() => new Date());

  async function settingsOf(from: Db | Tx): Promise<PvpSettings> {
    const parsed = PvpSettingsSchema.safeParse(await repo.readSettings(from));
    return parsed.success ? parsed.data : { rakeBasisPoints: DEFAULT_RAKE };
  }

  /** The room a code names for this member: a stake level's, or their own practice room. */
  async function roomFor(code: string, memberId: number): Promise<repo.RoomRow> {
    if (code === PVP_PRACTICE_CODE) return repo.ensurePracticeRoom(db, memberId, code, 100n);
    const level = PVP_ROOMS.find((room) => room.code === code);
    if (!level) throw new AppError('pvp_room_not_found');
    return repo.ensureRoom(db, code, BigInt(level.unitCents));
  }

  async function snapshot(roomId: number, from: Db | Tx = db): Promise<RoomSnapshot> {
    const room = (await repo.findRoom(from, roomId))!;
    const [seats, hand, settings] = await Promise.all([
      repo.seatsOf(from, roomId),
      repo.currentHand(from, roomId),
      settingsOf(from),
    ]);
    return snapshotOf(room, seats, hand, settings.rakeBasisPoints, now());
  }

  async function publish(roomId: number): Promise<RoomSnapshot> {
    const state = await snapshot(roomId);
    broadcast.publish(roomTopic(roomId), JSON.stringify(state));
    return state;
  }

  const isPractice = (room: repo.RoomRow) => room.ownerMemberId !== null;
  const turnSeconds = (seat: repo.SeatRow | undefined) =>
    seat?.away || seat?.leaving ? PVP_AWAY_TURN_SECONDS : PVP_TURN_SECONDS;

  async function roomList(): Promise<{ list: PvpRoom[] }> {
    const [counts, settings] = await Promise.all([repo.roomCounts(db), settingsOf(db)]);
    const list = PVP_ROOMS.map((level) => {
      const count = counts.get(level.code) ?? { seated: 0, playing: false };
      return roomOf(
        { code: level.code, unitCents: BigInt(level.unitCents), ownerMemberId: null },
        { seated: count.seated, waiting: count.playing ? 0 : count.seated, playing: count.playing },
        settings.rakeBasisPoints,
      );
    });
    const practice = roomOf(
      { code: PVP_PRACTICE_CODE, unitCents: 100n, ownerMemberId: 0 },
      { seated: 0, waiting: 0, playing: false },
      0,
    );
    return { list: [...list, practice] };
  }

  async function table(player: PvpPlayer, code: string): Promise<PvpTable> {
    const room = await roomFor(code, player.memberId);
    return forViewer(await snapshot(room.id), player.memberId);
  }

  async function cashBalance(memberId: number): Promise<string> {
    return formatCents((await ledger.getBalance(memberId, db)).cash);
  }

  /** Moves a sitting's stack back to cash and frees the seat (practice chips just vanish). */
  async function standUp(tx: Tx, room: repo.RoomRow, seat: repo.SeatRow): Promise<void> {
    if (!isPractice(room) && seat.memberId !== null && seat.stack > 0n)
      await ledger.post(tx, {
        idempotencyKey: `pvp:cashout:${seat.id}`,
        kind: 'pvp_cash_out',
        memberId: seat.memberId,
        actor: `member:${seat.memberId}`,
        reference: { room: room.code, seat: seat.seat },
        postings: [
          { accountKey: tableAccount(seat.memberId), amount: -seat.stack },
          { accountKey: accountKey.cash(seat.memberId), amount: seat.stack },
        ],
      });
    await repo.deleteSeat(tx, seat.id);
  }

  async function sit(player: PvpPlayer, code: string, buyInText: string) {
    if (!(await deps.playable())) throw new AppError('game_maintenance');
    const room = await roomFor(code, player.memberId);
    const buyIn = parseCents(buyInText);
    const practice = isPractice(room);
    if (
      !practice &&
      (buyIn < room.unitCents * BigInt(PVP_MIN_BUY_IN_UNITS) ||
        buyIn > room.unitCents * BigInt(PVP_MAX_BUY_IN_UNITS))
    )
      throw new AppError('pvp_buy_in_range');
    await db.transaction(async (tx) => {
      await repo.lockRoom(tx, room.id);
      const seats = await repo.seatsOf(tx, room.id);
      if (seats.some((s) => s.memberId === player.memberId)) throw new AppError('pvp_already_seated');
      if (practice) {
        // The member and three bots, every seat with the practice chips.
        const chips = BigInt(PVP_PRACTICE_CHIPS_CENTS);
        await repo.insertSeat(
          tx,
          {
            roomId: room.id,
            seat: 0,
            memberId: player.memberId,
            name: player.name,
            stack: chips,
          },
          PVP_PRESENCE_SECONDS,
        );
        for (const [i, name] of BOT_NAMES.entries())
          await repo.insertSeat(
            tx,
            { roomId: room.id, seat: i + 1, memberId: null, name, stack: chips },
            PVP_PRESENCE_SECONDS,
          );
        return;
      }
      // A time-out, a self-exclusion, the session time, or a loss or wager limit the first hand's stake
      // would pass: refused before the buy-in moves.
      await deps.protection.checkStake(tx, player.memberId, pusoyDosStake(room.unitCents, buyIn));
      const taken = new Set(seats.map((s) => s.seat));
      const free = Array.from({ length: PVP_SEATS }, (_, i) => i).find((i) => !taken.has(i));
      if (free === undefined) throw new AppError('pvp_room_full');
      const seat = await repo.insertSeat(
        tx,
        {
          roomId: room.id,
          seat: free,
          memberId: player.memberId,
          name: player.name,
          stack: buyIn,
        },
        PVP_PRESENCE_SECONDS,
      );
      // Refused for want of cash: the whole sitting rolls back with it.
      await ledger.post(tx, {
        idempotencyKey: `pvp:buyin:${seat.id}`,
        kind: 'pvp_buy_in',
        memberId: player.memberId,
        actor: `member:${player.memberId}`,
        reference: { room: room.code, seat: free },
        postings: [
          { accountKey: accountKey.cash(player.memberId), amount: -buyIn },
          { accountKey: tableAccount(player.memberId), amount: buyIn },
        ],
      });
    });
    await deal(room.id, { pause: false });
    await publish(room.id);
    return { table: await table(player, code), balance: await cashBalance(player.memberId) };
  }

  async function leave(player: PvpPlayer, code: string) {
    const room = await roomFor(code, player.memberId);
    await db.transaction(async (tx) => {
      await repo.lockRoom(tx, room.id);
      const seats = await repo.seatsOf(tx, room.id);
      const mine = seats.find((s) => s.memberId === player.memberId);
      if (!mine) throw new AppError('pvp_not_seated');
      const hand = await repo.currentHand(tx, room.id);
      const inPlay = hand?.state === 'playing' && (hand.seatIds as number[]).includes(mine.id);
      if (isPractice(room)) {
        // Practice chips are no money: the table folds at once.
        if (inPlay) await repo.markSettled(tx, hand.id, 0n);
        for (const seat of seats) await repo.deleteSeat(tx, seat.id);
      } else if (inPlay) {
        // Mid-hand the seat plays on by the timer and stands up, cashed out, when the hand is settled.
        await repo.updateSeat(tx, mine.id, { leaving: true });
      } else await standUp(tx, room, mine);
    });
    await autoPlay(room.id);
    await publish(room.id);
    return { table: await table(player, code), balance: await cashBalance(player.memberId) };
  }

  /**
   * Deals the room's next hand when every seat is taken and no hand is in play (and, from the schedule,
   * the last one has been shown a moment). The room's lock and the one-hand-in-play index keep it to one.
   */
  async function deal(roomId: number, { pause }: { pause: boolean }): Promise<boolean> {
    let dealt: boolean;
    try {
      dealt = await dealIn(roomId, pause);
    } catch (error) {
      if (!(error instanceof StakeRefused)) throw error;
      // The deal rolled back whole; the refused seat stands up cashed out, the others wait for a fourth.
      await db.transaction(async (tx) => {
        const room = await repo.lockRoom(tx, roomId);
        const seat = (await repo.seatsOf(tx, roomId)).find((s) => s.id === error.seatId);
        if (seat) await standUp(tx, room, seat);
      });
      await publish(roomId);
      return false;
    }
    if (dealt) await autoPlay(roomId);
    return dealt;
  }

  async function dealIn(roomId: number, pause: boolean): Promise<boolean> {
    return db.transaction(async (tx) => {
      const room = await repo.lockRoom(tx, roomId);
      const seats = (await repo.seatsOf(tx, roomId)).filter((s) => !s.leaving);
      if (seats.length !== PVP_SEATS) return false;
      const last = await repo.currentHand(tx, roomId);
      if (last?.state === 'playing') return false;
      if (
        pause &&
        last?.settledAt &&
        now().getTime() - last.settledAt.getTime() < PVP_NEXT_HAND_SECONDS * 1000
      )
        return false;
      if (isPractice(room))
        for (const seat of seats)
          if (seat.stack <= 0n)
            await repo.updateSeat(tx, seat.id, { stack: BigInt(PVP_PRACTICE_CHIPS_CENTS) });
      const serverSeed = randomBytes(32).toString('hex');
      const handNo = room.hands + 1;
      const game = startPusoyDos(
        dealPusoyDos(createRng({ serverSeed, clientSeed: room.code, nonce: handNo })),
      );
      const hand = await repo.insertHand(tx, {
        roomId,
        handNo,
        serverSeed,
        commitment: commitSeed(serverSeed),
        seatIds: seats.map((s) => s.id),
        game,
        log: [],
        turnSeconds: turnSeconds(seats[game.turn]),
      });
      if (!isPractice(room)) for (const [i, seat] of seats.entries()) await stake(tx, room, hand, i, seat);
      return true;
    });
  }

  /**
   * The seat's bet for the hand, from its table balance: what it has at stake (pusoyDosStake), checked
   * against its limits and blocks like every stake.
   */
  async function stake(tx: Tx, room: repo.RoomRow, hand: repo.HandRow, index: number, seat: repo.SeatRow) {
    const memberId = seat.memberId!;
    await bets
      .placeBet(tx, {
        memberId,
        vendor: PVP_VENDOR,
        vendorBetId: betIdOf(hand.id, index),
        gameType: 'PVP',
        gameCode: PVP_GAME_CODE,
        gameName: GAME_NAME,
        stake: pusoyDosStake(room.unitCents, seat.stack),
        account: tableAccount(memberId),
      })
      .catch((error: unknown) => {
        throw isAppError(error) ? new StakeRefused(seat.id) : error;
      });
  }

  /**
   * Applies one move to the hand as read, in one transaction: the conditional update of its version
   * and, when the move ends the hand, the pot. Null when another change to the hand came first.
   */
  async function commit(
    hand: repo.HandRow,
    seat: number,
    move: PdMove,
    { timeout, expired }: { timeout: boolean; expired: boolean },
  ): Promise<repo.HandRow | null> {
    const game = applyMove(hand.game as PdGame, seat, move);
    const entry: LogEntry = {
      seat,
      cards: move.type === 'play' ? game.table!.combo.cards : null,
      kind: move.type === 'play' ? game.table!.combo.kind : null,
      timeout,
    };
    const log = [...(hand.log as LogEntry[]), entry].slice(-LOG_LENGTH);
    return db.transaction(async (tx) => {
      // The room first, as sitting and leaving lock it, then the hand's seats.
      const room = await repo.lockRoom(tx, hand.roomId);
      const seatIds = hand.seatIds as number[];
      const seats = await repo.lockSeats(tx, seatIds);
      const byId = new Map(seats.map((s) => [s.id, s]));
      const next = byId.get(seatIds[game.turn]!);
      const moved = await repo.advanceHand(tx, hand, {
        game,
        log,
        turnSeconds: game.winner === null ? turnSeconds(next) : null,
        expired,
      });
      if (!moved) return null;
      // A player's own move: present again (were they away), for the lease.
      if (!timeout && byId.get(seatIds[seat]!)?.memberId != null)
        await repo.markPresent(tx, seatIds[seat]!, PVP_PRESENCE_SECONDS);
      if (game.winner !== null)
        await settle(
          tx,
          room,
          moved,
          game,
          seatIds.map((id) => byId.get(id)),
        );
      return moved;
    });
  }

  /** Pays the pot of a finished hand, in the transaction of the move that finished it. */
  async function settle(
    tx: Tx,
    room: repo.RoomRow,
    hand: repo.HandRow,
    game: PdGame,
    seats: (repo.SeatRow | undefined)[],
  ) {
    const practice = isPractice(room);
    const rakeBasisPoints = practice ? 0 : (await settingsOf(tx)).rakeBasisPoints;
    const stacks = seats.map((s) => s?.stack ?? 0n);
    const { deltas, rake } = settlePusoyDos(game, room.unitCents, stacks, rakeBasisPoints);
    // Turnover (rebate, bonus wagering, agents' valid bet) is the seat's part of the rake, not its stake:
    // stakes only pass between players, so colluding seats could otherwise farm rebate on them.
    const validBets = pusoyDosValidBets(deltas, rake);
    if (!practice)
      // Each seat's bet returns its stake plus what it won or lost (the winner's net of the rake), every
      // payout in the one pot entry; the rake is what stays with the house.
      await bets.settlePot(tx, {
        idempotencyKey: `pvp:pot:${hand.id}`,
        memberId: seats[game.winner!]?.memberId ?? null,
        reference: { room: room.code, handNo: hand.handNo, rake: rake.toString() },
        bets: seats.flatMap((seat, i) => {
          if (seat?.memberId == null) return [];
          const staked = pusoyDosStake(room.unitCents, seat.stack);
          return [
            {
              vendor: PVP_VENDOR,
              vendorBetId: betIdOf(hand.id, i),
              memberId: seat.memberId,
              payout: staked + deltas[i]!,
              validBet: validBets[i]!,
              account: tableAccount(seat.memberId),
            },
          ];
        }),
      });
    for (const [i, seat] of seats.entries()) {
      if (!seat) continue;
      const stack = seat.stack + deltas[i]!;
      await repo.updateSeat(tx, seat.id, { stack, lastResult: deltas[i]! });
      // Leaving players, and broke ones at a real table, stand up with what is left.
      if (!practice && (seat.leaving || stack <= 0n)) await standUp(tx, room, { ...seat, stack });
    }
    await repo.markSettled(tx, hand.id, rake);
  }

  /** Plays the turns of bots and of players who asked to leave, until a person is to act. */
  async function autoPlay(roomId: number): Promise<void> {
    for (let i = 0; i < AUTO_MOVES; i++) {
      const hand = await repo.currentHand(db, roomId);
      if (hand?.state !== 'playing') return;
      const game = hand.game as PdGame;
      const seatId = (hand.seatIds as number[])[game.turn]!;
      const seat = (await repo.seatsOf(db, roomId)).find((s) => s.id === seatId);
      const bot = seat?.memberId === null;
      if (seat && !bot && !seat.leaving) return;
      const move = bot ? botMove(game) : timeoutMove(game);
      if (!(await commit(hand, game.turn, move, { timeout: !bot, expired: false }))) return;
    }
  }

  async function move(
    player: PvpPlayer,
    code: string,
    body: { handNo: number; type: 'play' | 'pass'; cards?: number[] | undefined },
  ): Promise<PvpTable> {
    const room = await roomFor(code, player.memberId);
    const hand = await repo.currentHand(db, room.id);
    const seats = await repo.seatsOf(db, room.id);
    const mine = seats.find((s) => s.memberId === player.memberId);
    if (!mine) throw new AppError('pvp_not_seated');
    if (hand?.state !== 'playing' || hand.handNo !== body.handNo) throw new AppError('pvp_hand_over');
    const seat = (hand.seatIds as number[]).indexOf(mine.id);
    if (seat < 0) throw new AppError('pvp_not_seated');
    const pdMove: PdMove =
      body.type === 'pass' ? { type: 'pass' } : { type: 'play', cards: body.cards ?? [] };
    try {
      // The timer may have played this turn a moment ago: then it is no longer this seat's.
      if (!(await commit(hand, seat, pdMove, { timeout: false, expired: false })))
        throw new AppError('pvp_not_your_turn');
    } catch (error) {
      if (error instanceof PdMoveError)
        throw new AppError(error.code === 'game_over' ? 'pvp_hand_over' : `pvp_${error.code}`);
      throw error;
    }
    await autoPlay(room.id);
    return forViewer(await publish(room.id), player.memberId);
  }

  /**
   * One run of the schedule: plays the timer move of every turn whose time ran out (any node; the
   * conditional update lets one of two racing nodes through), then deals where a room is ready.
   * Answers how many turns it moved on.
   */
  async function tick(): Promise<number> {
    await markLapsed();
    let advanced = 0;
    for (const hand of await repo.expiredHands(db, 100)) {
      const game = hand.game as PdGame;
      try {
        const moved = await commit(hand, game.turn, timeoutMove(game), { timeout: true, expired: true });
        if (!moved) continue;
        advanced++;
        await autoPlay(hand.roomId);
        await publish(hand.roomId);
      } catch (error) {
        if (!(error instanceof PdMoveError)) throw error;
      }
    }
    if (await deps.playable())
      for (const roomId of await repo.roomsDue(db, PVP_SEATS, PVP_NEXT_HAND_SECONDS, 100))
        if (await deal(roomId, { pause: true })) await publish(roomId);
    return advanced;
  }

  async function handProof(code: string, handNo: number) {
    const level = PVP_ROOMS.find((room) => room.code === code);
    if (!level) throw new AppError('pvp_room_not_found');
    const room = await repo.ensureRoom(db, code, BigInt(level.unitCents));
    const hand = await repo.findHand(db, room.id, handNo);
    if (!hand) throw new AppError('error_round_not_found');
    return {
      roomCode: code,
      handNo,
      commitment: hand.commitment,
      serverSeed: hand.state === 'settled' ? hand.serverSeed : null,
      clientSeed: code,
      nonce: handNo,
    };
  }

  /**
   * Marks the member present or away at a room as their stream opens or closes. Away, a turn of theirs
   * running is cut to the away turn; back, it is given a full turn again.
   */
  async function presence(roomId: number, memberId: number, away: boolean): Promise<void> {
    await repo.setAway(db, roomId, memberId, away, PVP_PRESENCE_SECONDS);
    const seat = (await repo.seatsOf(db, roomId)).find((s) => s.memberId === memberId);
    if (seat)
      await (away
        ? repo.shortenTurn(db, roomId, seat.id, PVP_AWAY_TURN_SECONDS)
        : repo.restoreTurn(db, roomId, seat.id, PVP_TURN_SECONDS));
    await publish(roomId);
  }

  /**
   * Players whose lease ran out (their stream's node was killed, so no close ever came) are away: their
   * turns time out on the away timer, played by whichever node runs the schedule, so the table goes on.
   */
  async function markLapsed(): Promise<void> {
    const lapsed = await repo.markLapsedAway(db, 100);
    for (const seat of lapsed) await repo.shortenTurn(db, seat.roomId, seat.id, PVP_AWAY_TURN_SECONDS);
    for (const roomId of new Set(lapsed.map((s) => s.roomId))) await publish(roomId);
  }

  async function updateSettings(input: PvpSettings, by: { actor: string; ip: string }): Promise<PvpSettings> {
    await db.transaction(async (tx) => {
      const before = await settingsOf(tx);
      await repo.writeSettings(tx, input);
      await writeAudit(tx, { actor: by.actor, action: 'pvp.settings', before, after: input, ip: by.ip });
    });
    return input;
  }

  return {
    roomList,
    table,
    sit,
    leave,
    move,
    tick,
    handProof,
    presence,
    /** The node holding these players' streams says they are still there. */
    renewPresence: (held: readonly { roomId: number; memberId: number }[]) =>
      repo.renewPresence(db, held, PVP_PRESENCE_SECONDS),
    roomFor,
    settings: () => settingsOf(db),
    updateSettings,
    /** Runs `listener` with the room's whole state whenever any node changes it (the stream cuts it down). */
    watch: (roomId: number, listener: (state: RoomSnapshot) => void) =>
      broadcast.subscribe(roomTopic(roomId), (message) => listener(JSON.parse(message) as RoomSnapshot)),
    forViewer,
  };
}
