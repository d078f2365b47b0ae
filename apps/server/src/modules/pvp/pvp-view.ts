import {
  PVP_DEFAULT_RAKE_BASIS_POINTS,
  PVP_GAME_CODE,
  PVP_MAX_BUY_IN_UNITS,
  PVP_MIN_BUY_IN_UNITS,
  PVP_PRACTICE_CODE,
  PVP_SEATS,
  formatCents,
  type PvpRoom,
  type PvpTable,
} from '@swerte/contracts';
import type { PdGame } from '@swerte/games';
import type { HandRow, RoomRow, SeatRow } from './pvp.repository.js';

/** One move of a hand's log: the seat, its cards (none for a pass), and whether the timer played it. */
export interface LogEntry {
  seat: number;
  cards: number[] | null;
  kind: string | null;
  timeout: boolean;
}

/**
 * A room's whole state, every hand included: what the broadcast carries between nodes (never sent to a
 * browser as is). `forViewer` cuts it down to what one player may see.
 */
export interface RoomSnapshot {
  roomId: number;
  table: Omit<PvpTable, 'mySeat' | 'myCards'>;
  /** Members by seat number (null for a bot or a free seat). */
  members: (number | null)[];
  /** Cards by seat number of the hand shown. */
  hands: number[][];
}

export function roomOf(
  room: Pick<RoomRow, 'code' | 'unitCents' | 'ownerMemberId'>,
  counts: { seated: number; waiting: number; playing: boolean },
  rakeBasisPoints: number,
): PvpRoom {
  const practice = room.ownerMemberId !== null || room.code === PVP_PRACTICE_CODE;
  return {
    roomCode: room.code,
    gameCode: PVP_GAME_CODE,
    practice,
    stake: formatCents(room.unitCents),
    minBuyIn: formatCents(room.unitCents * BigInt(PVP_MIN_BUY_IN_UNITS)),
    maxBuyIn: formatCents(room.unitCents * BigInt(PVP_MAX_BUY_IN_UNITS)),
    seats: PVP_SEATS,
    ...counts,
    rakeBasisPoints: practice ? 0 : rakeBasisPoints,
  };
}

export function snapshotOf(
  room: RoomRow,
  seats: readonly SeatRow[],
  hand: HandRow | null,
  rakeBasisPoints: number,
  serverTime: Date,
): RoomSnapshot {
  const game = hand ? (hand.game as PdGame) : null;
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  const playing = hand?.state === 'playing';
  const dealtIn = (hand?.seatIds as number[] | undefined) ?? [];
  const log = ((hand?.log as LogEntry[] | undefined) ?? []).map((entry) => ({
    seat: entry.seat,
    combo: entry.cards ? { kind: entry.kind as never, cards: entry.cards } : null,
    timeout: entry.timeout,
  }));
  return {
    roomId: room.id,
    members: Array.from({ length: PVP_SEATS }, (_, i) => bySeat.get(i)?.memberId ?? null),
    hands: Array.from({ length: PVP_SEATS }, (_, i) =>
      game && bySeat.get(i) && dealtIn[i] === bySeat.get(i)!.id ? game.hands[i]! : [],
    ),
    table: {
      room: roomOf(
        room,
        { seated: seats.length, waiting: playing ? 0 : seats.length, playing },
        rakeBasisPoints,
      ),
      seats: Array.from({ length: PVP_SEATS }, (_, i) => {
        const seat = bySeat.get(i);
        return {
          seat: i,
          name: seat?.name ?? null,
          bot: seat ? seat.memberId === null : false,
          stack: formatCents(seat?.stack ?? 0n),
          cardsLeft: game && seat && dealtIn[i] === seat.id ? game.hands[i]!.length : 0,
          away: seat?.away ?? false,
          lastResult: seat?.lastResult == null ? null : formatCents(seat.lastResult),
        };
      }),
      hand:
        hand && game
          ? {
              handNo: hand.handNo,
              state: hand.state,
              commitment: hand.commitment,
              serverSeed: hand.state === 'settled' ? hand.serverSeed : null,
              turn: playing ? game.turn : null,
              turnEndsAt: playing && hand.turnEndsAt ? hand.turnEndsAt.toISOString() : null,
              table: game.table
                ? {
                    seat: game.table.seat,
                    combo: { kind: game.table.combo.kind, cards: game.table.combo.cards },
                  }
                : null,
              log,
              winner: game.winner,
              rake: hand.rake === null ? null : formatCents(hand.rake),
            }
          : null,
      serverTime: serverTime.toISOString(),
    },
  };
}

/** The table as one member sees it: their seat and their own cards only. */
export function forViewer(snapshot: RoomSnapshot, memberId: number): PvpTable {
  const mySeat = snapshot.members.indexOf(memberId);
  return {
    ...snapshot.table,
    mySeat: mySeat < 0 ? null : mySeat,
    myCards: mySeat < 0 ? [] : snapshot.hands[mySeat]!,
  };
}

export const DEFAULT_RAKE = PVP_DEFAULT_RAKE_BASIS_POINTS;
