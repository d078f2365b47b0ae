import { GAME_SESSION_HEADER, HOUSE_GAMES } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { createProofTables, proofEffects, proofRuns, queryRows, waitFor } from '../../test/job-proof.js';
import { bearer } from '../../test/node-client.js';
import {
  nodePorts,
  nodesSkipReason as skipReason,
  startNode,
  stopNode,
  type ServerNode as Node,
} from '../../test/server-nodes.js';
import { openTableStream } from '../../test/table-stream.js';

const [PORT_A, PORT_B] = nodePorts(0);

describe.skipIf(skipReason !== null)(
  `two server nodes on one PostgreSQL with Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let t: TestDatabase;
    let a: Node;
    let b: Node;
    // The node left standing after the job test kills the other.
    let survivor: Node;
    let url: string;

    beforeAll(async () => {
      t = await openTestDatabase('postgres');
      url = (t.database.connection as { url: string }).url;
      await createProofTables(t.database.db);
      await t.database.db.execute(sql`CREATE TABLE job_proof_stall (node text, period timestamptz)`);
      // A first, alone: it migrates and seeds the empty database; B then finds it ready.
      a = await startNode('A', PORT_A, url);
      b = await startNode('B', PORT_B, url);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([stopNode(a), stopNode(b)]);
      await t?.close();
    }, 60_000);

    it('answers alternately from both, a session made on one is valid on the other, and the rate limit is shared', async () => {
      const token = await a.client.memberLogin('demoplayer', 'Demo1234');
      const remaining: number[] = [];
      for (const node of [b, a, b, a, b, a]) {
        const reply = await node.client.call('GET', '/wps/member/info', undefined, bearer(token));
        expect(reply.status).toBe(200);
        expect(reply.value?.username).toBe('demoplayer');
        remaining.push(Number(reply.headers.get('x-ratelimit-remaining')));
      }
      // One budget counted down by both nodes: each call, whichever node takes it, spends one.
      expect(remaining.slice(1).map((left, i) => (remaining[i] ?? 0) - left)).toEqual([1, 1, 1, 1, 1]);
    });

    it('shows an operator change made on one node on the other at once, not after its cache lifetime', async () => {
      const admin = bearer(await a.client.operatorLogin('demoadmin', 'DemoAdmin1234'));
      // A connected vendor's game (only those list); the connection itself is an operator change too.
      const connected = await a.client.call(
        'PUT',
        '/wps/admin/games/vendors/LUZON',
        {
          displayName: 'Luzon Reels',
          isHot: true,
          enabled: true,
          sortOrder: 20,
          launchUrl: 'https://luzon.example/launch',
        },
        admin,
      );
      expect(connected.status).toBe(200);
      const page = await a.client.call(
        'GET',
        '/wps/admin/games?vassalage=LUZON&enabled=true',
        undefined,
        admin,
      );
      const game = (page.value?.list as Record<string, unknown>[])[0] as Record<string, unknown>;
      const listed = async () => {
        const reply = await b.client.call(
          'GET',
          '/wps/relay/GCSGAME_gameList?language=EN&pageSize=50&vassalage=LUZON',
        );
        return (reply.value?.games as { gameCode: string }[]).some((g) => g.gameCode === game.gameCode);
      };
      const fields = [
        'gameCode',
        'nameEn',
        'nameTy',
        'classify',
        'minBet',
        'minLineNum',
        'isHot',
        'isNew',
        'launchMode',
        'imageUrl',
      ];
      const input = Object.fromEntries(fields.map((field) => [field, game[field]]));
      for (const enabled of [false, true, false, true]) {
        expect(await listed()).toBe(!enabled);
        const changed = await a.client.call(
          'PUT',
          `/wps/admin/games/${String(game.id)}`,
          { ...input, enabled },
          admin,
        );
        expect(changed.status).toBe(200);
        // Well inside the catalogue's cache lifetime (seconds): only a pushed drop makes this hold.
        expect(await waitFor(async () => (await listed()) === enabled, 400)).toBe(true);
      }
    });

    it('moves money through either node into one ledger', async () => {
      const admin = bearer(await a.client.operatorLogin('demoadmin', 'DemoAdmin1234'));
      const rows = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM members WHERE username = 'demoplayer'`,
      );
      const adjust = {
        memberId: Number(rows[0]?.id),
        amount: '100.00',
        reason: 'two-node test',
        idempotencyKey: 'two-nodes-cash',
      };
      expect(await a.client.call('POST', '/wps/admin/wallet/adjust', adjust, admin)).toMatchObject({
        status: 200,
      });
      const token = bearer(await b.client.memberLogin('demoplayer', 'Demo1234'));
      const { vendor, gameCode } = HOUSE_GAMES.slot;
      const launched = await a.client.call(
        'POST',
        '/wps/game/launchGame',
        { vassalage: vendor, gameCode, language: 'EN' },
        token,
      );
      const launchToken = new URL(String(launched.value?.content), 'http://site').searchParams.get('token');
      const session = await b.client.call('POST', '/wps/house/session', { launchToken, vendor });
      const game = { [GAME_SESSION_HEADER]: String(session.value?.sessionToken) };
      for (const [i, node] of [a, b, a, b].entries()) {
        const spin = { requestId: `two-nodes-${i}`, lines: 20, betPerLine: '0.05' };
        expect(await node.client.call('POST', '/wps/house/slot/spin', spin, game)).toMatchObject({
          status: 200,
        });
      }
    });

    /** Ends the live roulette table's round taking bets now, as its clock would. */
    const endRouletteRound = () =>
      t.database.db.execute(
        sql`UPDATE live_rounds SET closes_at = now() - interval '1 second' WHERE game = 'roulette' AND state = 'betting'`,
      );

    it('shows viewers on either node the same live round at once, whichever node moves the table on', async () => {
      const streams = await Promise.all(
        [PORT_A, PORT_B].map((port) =>
          openTableStream(`http://127.0.0.1:${port}/wps/live/tables/roulette/stream`),
        ),
      );
      try {
        // The first round opens on the schedule, on whichever node runs it.
        const [first] = await Promise.all(streams.map((stream) => stream.nextRoundAfter(0)));
        for (let round = first!.round!.roundNo; round < first!.round!.roundNo + 2; round++) {
          await endRouletteRound();
          const seen = await Promise.all(streams.map((stream) => stream.nextRoundAfter(round)));
          expect(seen[0]?.round).toEqual(seen[1]?.round);
          expect(seen[0]?.round?.roundNo).toBe(round + 1);
        }
      } finally {
        for (const stream of streams) stream.close();
      }
    }, 60_000);

    it('runs a job every 2 s once per period, and when a node is killed mid-run the other takes it over', async () => {
      const runs = () => proofRuns(t.database.db, 'node-proof');
      expect(await waitFor(async () => (await runs()).length >= 3, 20_000)).toBe(true);
      const healthy = await runs();
      expect(new Set(healthy.map((run) => run.period)).size).toBe(healthy.length);

      await t.database.db.execute(sql`INSERT INTO job_proof_stall DEFAULT VALUES`);
      // The next run, on whichever node takes it, records its effect, claims the stall and hangs:
      // that node is mid-run when it is killed.
      const claimed = async () =>
        (
          await queryRows<{ node: string; period: string }>(
            t.database.db,
            sql`SELECT node, to_char(period AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS period
                FROM job_proof_stall WHERE node IS NOT NULL`,
          )
        )[0];
      expect(await waitFor(async () => (await claimed()) !== undefined, 20_000)).toBe(true);
      const killed = await claimed();
      const victim = killed?.node === 'A' ? a : b;
      survivor = victim === a ? b : a;
      victim.process.kill('SIGKILL');
      const retried = async () =>
        (await runs()).some((run) => run.period === killed?.period && run.node === survivor.name);
      expect(await waitFor(retried, 20_000)).toBe(true);
      // The survivor keeps the schedule alone afterwards.
      const afterKill = (await runs()).length;
      expect(await waitFor(async () => (await runs()).length >= afterKill + 2, 15_000)).toBe(true);

      const all = await runs();
      const killedRuns = all.filter((run) => run.period === killed?.period);
      expect(killedRuns.map((run) => [run.node, run.attempt])).toEqual([
        [victim.name, 1],
        [survivor.name, 2],
      ]);
      const others = all.filter((run) => run.period !== killed?.period);
      expect(new Set(others.map((run) => run.period)).size).toBe(others.length);
      // The effect, keyed by period: once per period, the killed one included.
      const effects = await proofEffects(t.database.db, 'node-proof');
      expect(effects.map((e) => e.period)).toEqual([...new Set(all.map((run) => run.period))].sort());
      // The waits above are bounded one by one; together they need more than the default test time.
    }, 100_000);

    it('keeps the live table running on the node left standing', async () => {
      const port = survivor === a ? PORT_A : PORT_B;
      const stream = await openTableStream(`http://127.0.0.1:${port}/wps/live/tables/roulette/stream`);
      try {
        const now = await stream.next();
        await endRouletteRound();
        expect((await stream.nextRoundAfter(now.round!.roundNo)).round?.state).toBe('betting');
      } finally {
        stream.close();
      }
    }, 40_000);

    it('leaves a ledger that reconciles', async () => {
      const admin = bearer(await survivor.client.operatorLogin('demoadmin', 'DemoAdmin1234'));
      const report = await survivor.client.call('GET', '/wps/admin/wallet/reconcile', undefined, admin);
      expect(report.status).toBe(200);
      expect(report.value).toMatchObject({ ok: true, total: '0.00', mismatches: [], unbalancedEntries: [] });
    });
  },
);
