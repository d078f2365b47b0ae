import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOAD_CONNECTIONS, LOAD_SECONDS, autocannon, type LoadResult } from '../lib/autocannon.js';
import { skipped, type Row } from '../lib/report.js';
import { startSite } from '../lib/site.js';
import { REPO_ROOT, fmt, freePort } from '../lib/tools.js';

const GAME_LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=30&language=EN';

/** A bare node:http hello-world in its own process: the ceiling of one Node process on this machine. */
async function helloWorld(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/plain'); s.end('hello world'); }).listen(${port}, '127.0.0.1', () => console.log('READY'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (status) => reject(new Error(`hello-world server exited ${status}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => void child.kill('SIGKILL') };
}

/** Rounds of hello world then game list, back to back; the figure is the median round's ratio. */
const ROUNDS = Number(process.env.BENCH_P2_ROUNDS ?? 3);

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runHotRead(): Promise<Row[]> {
  const what = `game list vs node:http hello world (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each, ${ROUNDS} rounds of one then the other)`;
  if (!existsSync(join(REPO_ROOT, 'node_modules/.bin/autocannon')))
    return [skipped('P2', what, 'autocannon not installed (npm ci)')];
  // Both servers are up for the whole figure and measured in turns, so a machine whose load changes
  // (other work on it) weighs on both sides of each round alike.
  // The embedded database keeps the figure independent of PostgreSQL: the game list is served from memory.
  const site = await startSite({ database: 'pglite' });
  const bare = await helloWorld().catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  const rounds: { hello: LoadResult; games: LoadResult }[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const hello = await autocannon(bare.url);
      const games = await autocannon(`${site.baseUrl}${GAME_LIST}`);
      if (games.non2xx > 0 || games.errors > 0)
        throw new Error(`game list answered ${games.non2xx} non-2xx, ${games.errors} errors`);
      rounds.push({ hello, games });
    }
  } finally {
    bare.stop();
    await site.stop();
  }
  const ratios = rounds.map((r) => r.games.rps / r.hello.rps);
  const ratio = median(ratios);
  const games = median(rounds.map((r) => r.games.rps));
  const hello = median(rounds.map((r) => r.hello.rps));
  const p50 = median(rounds.map((r) => r.games.p50));
  const p99 = median(rounds.map((r) => r.games.p99));
  return [
    {
      id: 'P2',
      what,
      measured: `${fmt(games)} req/s (p50 ${p50} ms, p99 ${p99} ms); hello world ${fmt(hello)} req/s (medians; round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      figure: ratio.toFixed(2),
      budget: '≥ 0.5',
      verdict: ratio >= 0.5 ? 'met' : 'missed',
    },
  ];
}
