/**
 * `npm run soak`: the ledger-under-fire load for SOAK_MINUTES (30) against a real server process on
 * PostgreSQL, which is killed with SIGKILL every SOAK_KILL_SECONDS (about 150, jittered) and started
 * again. Vendor calls are retried with the same signed body until answered, as a vendor would. At the
 * end: the ledger invariants of the API test, every member's cash against the model, and no round
 * left open (nothing half-done). Then the contract fuzzing with many more examples. Exits 0 when
 * everything holds, 1 otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { DepositMethod } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openPostgres } from '../apps/server/src/platform/db/client.js';
import { memberCalls, memberSession, operatorHeaders } from '../apps/server/test/account-helpers.js';
import { testConfig } from '../apps/server/test/build-test-app.js';
import {
  FIRE_PAYMENT_PASSWORD,
  FIRE_VENDOR,
  expectLedgerInvariants,
  playMember,
  vendorCaller,
  type FireDeps,
  type FireMember,
  type VendorAnswer,
  type VendorSend,
} from '../apps/server/test/ledger-fire.js';
import { creditCash } from '../apps/server/test/wallet-helpers.js';
import { PG_ADMIN_URL, REPO_ROOT, dropDatabase, freePort, freshDatabase } from './lib/tools.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const KILL_SECONDS = Number(process.env.SOAK_KILL_SECONDS ?? 150);
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 8);
const STEPS = 20;
const MAX_ROUNDS = 100_000;
const DB = 'swerte_soak';

const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server (apps/server/src/server.ts) in its own process, killed and restarted on demand. */
class ServerProcess {
  private child: ChildProcess | null = null;
  kills = 0;
  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
  ) {}

  async start(): Promise<void> {
    // Node itself with tsx's loader (not the tsx CLI, which would run the server as its own child and
    // leave it alive when SIGKILL hits the CLI).
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATABASE_URL: this.databaseUrl,
        RATE_LIMIT_MAX: '1000000',
        AUTH_RATE_LIMIT_MAX: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (await this.answers()) return;
      await sleep(250);
    }
    throw new Error('the server did not answer within 120 s of starting');
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const request = http.get(`http://127.0.0.1:${this.port}/wps/system/permission?url=/`, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      request.on('error', () => resolve(false));
      request.setTimeout(2000, () => request.destroy());
    });
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.kills += 1;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Vendor calls over HTTP; a call that gets no answer (the server died) is sent again, unchanged. */
function httpSend(port: number): VendorSend {
  const once = (op: string, payload: string, signature: string) =>
    new Promise<VendorAnswer>((resolve, reject) => {
      const request = http.request(
        `http://127.0.0.1:${port}/wps/vendor-wallet/${op}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-vendor-id': FIRE_VENDOR,
            'x-signature': signature,
          },
          timeout: 30_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              resolve({
                status: response.statusCode ?? 0,
                ...(JSON.parse(text) as Omit<VendorAnswer, 'status'>),
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(payload);
    });
  return async (op, payload, signature) => {
    for (let attempt = 0; attempt < 240; attempt++) {
      try {
        const answer = await once(op, payload, signature);
        // A 5xx is the server failing mid-call (e.g. its database connection cut): retry as well.
        if (answer.status < 500) return answer;
      } catch {
        // no answer: the server is down or restarting
      }
      await sleep(500);
    }
    throw new Error(`${op}: no answer after 2 minutes of retries`);
  };
}

async function main(): Promise<number> {
  const url = await freshDatabase(DB);
  const database = openPostgres(url);
  const app = await buildApp({ config: testConfig({ RATE_LIMIT_MAX: '1000000' }), db: database });
  await app.ready();
  const server = new ServerProcess(await freePort(), url);
  const stopAt = Date.now() + MINUTES * 60_000;
  let stopping = false;
  let killer: Promise<void> | null = null;
  try {
    await server.start();
    const api = memberCalls(app);
    const probe = await memberSession(app, 'soakprobe');
    const methods = (await api.json(probe, 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
    const vendor = vendorCaller(
      app.services.vendorWallet.secretOf({ vassalage: FIRE_VENDOR }),
      httpSend(server.port),
    );
    const deps: FireDeps = {
      app,
      vendor,
      finance: await operatorHeaders(app, 'soakfinance', 'finance'),
      bankMethodId: methods.find((m) => m.kind === 'bank')!.id,
    };
    const members: FireMember[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const session = await memberSession(app, `soak${i}`, {
        paymentPassword: FIRE_PAYMENT_PASSWORD,
        payeeName: 'Ana Reyes',
      });
      await creditCash(app, session.id, 1_000_000n, `soak-credit:${i}`);
      await api.enc(session, 'POST', '/wps/member/bankAccounts', {
        bankCode: 'GCASH',
        accountName: 'Ana Reyes',
        accountNumber: '09171234567',
        paymentPassword: FIRE_PAYMENT_PASSWORD,
      });
      const launchToken = await app.services.launchTokens.issueLaunchToken(
        session.id,
        FIRE_VENDOR,
        'reels-1',
      );
      const auth = await vendor('authenticate', { launchToken });
      members.push({
        session,
        playerId: String(auth.value?.playerId),
        expectedCash: 1_000_000,
        withdrawals: 0,
      });
    }

    // The killer: SIGKILL at a jittered interval, then a restart; bounded by the deadline.
    killer = (async () => {
      for (let i = 0; i < 1000 && !stopping && Date.now() < stopAt - 10_000; i++) {
        await sleep(KILL_SECONDS * 1000 * (0.5 + Math.random()));
        if (stopping || Date.now() >= stopAt - 10_000) break;
        await server.kill();
        log(`server killed (${server.kills})`);
        await sleep(1000);
        await server.start();
        log('server restarted');
      }
    })();

    let round = 0;
    for (; round < MAX_ROUNDS && Date.now() < stopAt; round++) {
      await Promise.all(
        members.map((member, i) => playMember(deps, member, round * 1000 + i, STEPS, `soak${round}`)),
      );
      if (round % 10 === 0) log(`round ${round} done, ${server.kills} kills so far`);
    }
    stopping = true;
    await killer;
    await server.stop();

    await expectLedgerInvariants(app, members);
    const open = await app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM bets WHERE vendor = ${FIRE_VENDOR} AND status = 'open'`,
    );
    const openRounds = Number((open as { rows: { n: number }[] }).rows[0]?.n);
    if (openRounds !== 0) throw new Error(`${openRounds} rounds left open`);
    log(
      `soak passed: ${round} rounds of ${MEMBERS} members × ${STEPS} steps, ${server.kills} kills, ledger reconciled`,
    );
    return 0;
  } catch (error) {
    log(`soak FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    // The killer must not start the server again once we stop (it would outlive this process).
    stopping = true;
    await Promise.race([killer, sleep(180_000)]);
    await server.kill().catch(() => undefined);
    await app.close();
    await database.close();
    await dropDatabase(DB);
  }
}

/**
 * The contract fuzzing of `npm test` with many more examples per call, on the embedded database and on
 * PostgreSQL (SOAK_FUZZ_RUNS per call; 0 skips it).
 */
function fuzz(): Promise<number> {
  const runs = Number(process.env.SOAK_FUZZ_RUNS ?? 400);
  if (runs === 0) return Promise.resolve(0);
  log(`contract fuzzing: ${runs} requests per call`);
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'api',
      '--project',
      'api-postgres',
      'apps/server/src/platform/contracts-fuzz.api.test.ts',
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, FUZZ_RUNS: String(runs), DATABASE_URL: PG_ADMIN_URL },
    },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const ledger = await main();
process.exit(ledger === 0 ? await fuzz() : ledger);
