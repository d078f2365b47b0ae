import { formatCents, type AdminPvpHand, type AdminPvpRoom } from '@swerte/contracts';
import type { PdGame } from '@swerte/games';
import type { Db } from '../../platform/db/client.js';
import * as repo from './pvp.repository.js';

/**
 * The operators' reads of the PvP rooms: who sits where, and the hand history with the seeds that
 * verify each deal. A hand in play keeps its seed secret here as on the player's side.
 */
export function createPvpAdminReads(db: Db) {
  async function rooms(): Promise<{ list: AdminPvpRoom[] }> {
    const { rooms, seats } = await repo.adminRooms(db);
    return {
      list: rooms.map((room) => ({
        roomCode: room.code,
        stake: formatCents(room.unitCents),
        hands: room.hands,
        handInPlay: room.handInPlay === null ? null : Number(room.handInPlay),
        seats: seats
          .filter((s) => s.seat.roomId === room.id)
          .map(({ seat, username }) => ({
            seat: seat.seat,
            memberId: seat.memberId,
            username: username ?? seat.name,
            stack: formatCents(seat.stack),
            away: seat.away,
            leaving: seat.leaving,
            since: seat.createdAt.toISOString(),
          })),
      })),
    };
  }

  async function hands(query: {
    roomCode: string;
    before?: number | undefined;
    pageSize: number;
  }): Promise<{ list: AdminPvpHand[]; nextCursor: number | null }> {
    const rows = await repo.handsPage(db, query.roomCode, query.before, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize).map(({ hand }) => {
      const settled = hand.state === 'settled';
      return {
        roomCode: query.roomCode,
        handNo: hand.handNo,
        state: hand.state,
        commitment: hand.commitment,
        serverSeed: settled ? hand.serverSeed : null,
        // The deal's client seed is the room's code and its nonce the hand number (as handProof says).
        clientSeed: query.roomCode,
        nonce: hand.handNo,
        winner: settled ? (hand.game as PdGame).winner : null,
        rake: hand.rake === null ? null : formatCents(hand.rake),
        startedAt: hand.createdAt.toISOString(),
        settledAt: hand.settledAt?.toISOString() ?? null,
      };
    });
    const last = page[page.length - 1];
    return { list: page, nextCursor: rows.length > query.pageSize && last ? last.handNo : null };
  }

  return { rooms, hands };
}
