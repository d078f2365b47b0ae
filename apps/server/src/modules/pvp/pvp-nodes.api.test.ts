import { GAME_SESSION_HEADER, HOUSE_GAMES, PVP_VENDOR, type PvpTable } from '@swerte/contracts';
import { settlePusoyDos, timeoutMove, type PdGame } from '@swerte/games';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-test-app.js';
import { queryRows, waitFor } from '../../../test/job-proof.js';
import { bearer } from '../../../test/node-client.js';
import {
  nodePorts,
  nodesSkipReason,
  startNode,
  stopNode,
  type ServerNode,
} from '../../../test/server-nodes.js';
import { openTableStream } from '../../../test/table-stream.js';
import { bets, journalEntries, members, pvpHands } from '../../db/schema.js';
import { createPasswordHasher } from '../../platform/password.js';

const [PORT_A, PORT_B] = nodePorts(1);
const PASSWORD = 'Login1234';
/**
 * Moves a hand of timer moves takes: the 3 of clubs' holder leads its 13 cards, each passed by three
 * (every move here is the timer's own choice, so the hand runs the same whoever makes it).
 */
const HAND_MOVES = 12 * 4 + 1;

describe.skipIf(nodesSkipReason !== null)(
  `a PvP room on two server nodes${nodesSkipReason ? ` (skipped: ${nodesSkipReason})` : ''}`,
  () => {
    let t: TestDatabase;
    let a: ServerNode;
    let b: ServerNode;

    beforeAll(async () => {
      t = await openTestDatabase('postgres');
      const url = (t.database.connection as { url: string }).url;
      // A first, alone: it migrates and seeds the empty database; B then finds it ready.
      a = await startNode('A', PORT_A, url);
      b = await startNode('B', PORT_B, url);
    }, 400_000);

    afterAll(async () => {
      await Promise.all([stopNode(a), stopNode(b)]);
      await t?.close();
    }, 60_000);

    const playing = async () =>
      (await t.database.db.select().from(pvpHands).where(eq(pvpHands.state, 'playing')))[0] ?? null;

    it('marks the players of a killed node away, the other node timing out their turns and paying the pot once', async () => {
      const admin = bearer(await a.client.operatorLogin('demoadmin', 'DemoAdmin1234'));
      const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
      const passwordHash = await hasher.hash(PASSWORD);
      const players: { id: number; game: Record<string, string>; node: ServerNode }[] = [];
      for (let i = 0; i < 4; i++) {
        const username = `pvpnode${i}`;
        const [row] = await t.database.db
          .insert(members)
          .values({ username, passwordHash, passwordChangedAt: new Date() })
          .returning({ id: members.id });
        const adjust = {
          memberId: row!.id,
          amount: '100.00',
          reason: 'two-node room',
          idempotencyKey: username,
        };
        expect((await a.client.call('POST', '/wps/admin/wallet/adjust', adjust, admin)).status).toBe(200);
        // Each logs in, launches and sits through either node: a session made on one holds on the other.
        const [one, other] = i % 2 ? [a, b] : [b, a];
        const token = bearer(await one.client.memberLogin(username, PASSWORD));
        const { vendor, gameCode } = HOUSE_GAMES.pusoyDos;
        const launched = await other.client.call(
          'POST',
          '/wps/game/launchGame',
          { vassalage: vendor, gameCode, language: 'EN' },
          token,
        );
        const launchToken = new URL(String(launched.value?.content), 'http://site').searchParams.get('token');
        const session = await one.client.call('POST', '/wps/house/session', {
          launchToken,
          vendor,
          gameCode,
        });
        const game = { [GAME_SESSION_HEADER]: String(session.value?.sessionToken) };
        expect(
          await other.client.call('POST', '/wps/house/pvp/rooms/PD_1/sit', { buyIn: '50.00' }, game),
        ).toMatchObject({
          status: 200,
        });
        players.push({ id: row!.id, game, node: other });
      }
      // Each keeps the room's stream open on the node they sat through, as the page does: seats 0 and 2
      // on A, 1 and 3 on B.
      const streams = await Promise.all(
        players.map((p) =>
          openTableStream(`http://127.0.0.1:${p.node.port}/wps/house/pvp/rooms/PD_1/stream`, p.game),
        ),
      );
      for (const stream of streams) await stream.next();
      // The fourth sitting dealt the hand; the members sat in seat order, so seat i is players[i].
      const dealt = (await playing())!;
      expect(dealt).not.toBeNull();

      // Node A plays the hand, each seat making the timer's move itself, up to a few turns from the end.
      const move = (node: ServerNode, hand: typeof dealt) => {
        const game = hand.game as PdGame;
        return node.client.call(
          'POST',
          '/wps/house/pvp/rooms/PD_1/move',
          { handNo: hand.handNo, ...timeoutMove(game) },
          players[game.turn]!.game,
        );
      };
      for (let moves = 0; moves < HAND_MOVES - 12; moves++)
        expect((await move(a, (await playing())!)).status).toBe(200);
      // A is killed with a move in flight (it commits whole or not at all) and its streams open: no
      // close ever reaches the room, so nothing but the lapsed presence tells that seats 0 and 2 are gone.
      const inFlight = move(a, (await playing())!).catch(() => null);
      a.process.kill('SIGKILL');
      await inFlight;
      await new Promise<void>((resolve) => a.process.once('exit', () => resolve()));
      const killedAt = Date.now();

      // The players on B play their own turns through B; nobody touches the clock: B's schedule marks the
      // players of A away once their presence lapses, and plays their turns on the away timer.
      const awaySeen = new Set<number>();
      const finished = await waitFor(async () => {
        const hand = await playing();
        if (hand === null) return true;
        const view = await b.client.call('GET', '/wps/house/pvp/rooms/PD_1', undefined, players[1]!.game);
        const seats = (view.value as unknown as PvpTable).seats;
        for (const [i, seat] of seats.entries()) if (seat.away) awaySeen.add(i);
        const turn = (hand.game as PdGame).turn;
        if (players[turn]!.node === b) await move(b, hand);
        return false;
      }, 150_000);
      expect(finished).toBe(true);
      // Marked away by the lease (30 s), not by a close; those on the live node stayed present.
      expect([...awaySeen].sort()).toEqual([0, 2]);
      const [settled] = await t.database.db.select().from(pvpHands).where(eq(pvpHands.id, dealt.id));
      expect(settled?.state).toBe('settled');
      const log = settled!.log as { seat: number; timeout: boolean }[];
      expect(log.some((entry) => entry.timeout && entry.seat % 2 === 0)).toBe(true);
      expect(log.every((entry) => !entry.timeout || entry.seat % 2 === 0)).toBe(true);
      // Within the lease and a handful of away turns, not the full turn timer of every turn left.
      expect(Date.now() - killedAt).toBeLessThan(120_000);
      for (const stream of streams) stream.close();

      // One pot entry; each seat's bet settled once, with the hand's result; the tables hold it to the cent.
      const pots = await t.database.db
        .select()
        .from(journalEntries)
        .where(like(journalEntries.idempotencyKey, `pvp:pot:${dealt.id}%`));
      expect(pots).toHaveLength(1);
      const expected = settlePusoyDos(settled!.game as PdGame, 100n, [5_000n, 5_000n, 5_000n, 5_000n], 500);
      expect(settled!.rake).toBe(expected.rake);
      for (const [seat, p] of players.entries()) {
        const rows = await t.database.db
          .select({ stake: bets.stake, payout: bets.payout, status: bets.status })
          .from(bets)
          .where(and(eq(bets.memberId, p.id), eq(bets.vendor, PVP_VENDOR)));
        expect(rows).toEqual([{ stake: 2_600n, payout: 2_600n + expected.deltas[seat]!, status: 'settled' }]);
        const [table] = await queryRows<{ balance: string }>(
          t.database.db,
          sql`SELECT balance::text AS balance FROM ledger_accounts WHERE key = ${`vendor:${p.id}:${PVP_VENDOR}`}`,
        );
        expect(table?.balance).toBe(String(5_000n + expected.deltas[seat]!));
      }

      const report = await b.client.call(
        'GET',
        '/wps/admin/wallet/reconcile',
        undefined,
        bearer(await b.client.operatorLogin('demoadmin', 'DemoAdmin1234')),
      );
      expect(report.value).toMatchObject({ ok: true, total: '0.00', mismatches: [], unbalancedEntries: [] });
    }, 300_000);
  },
);
