import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOAD_CONNECTIONS, LOAD_SECONDS, autocannon } from '../lib/autocannon.js';
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

export async function runHotRead(): Promise<Row[]> {
  const what = `game list vs node:http hello world (autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each)`;
  if (!existsSync(join(REPO_ROOT, 'node_modules/.bin/autocannon')))
    return [skipped('P2', what, 'autocannon not installed (npm ci)')];
  const bare = await helloWorld();
  let hello;
  try {
    hello = await autocannon(bare.url);
  } finally {
    bare.stop();
  }
  // The embedded database keeps the figure independent of PostgreSQL: the game list is served from memory.
  const site = await startSite({ database: 'pglite' });
  let games;
  try {
    games = await autocannon(`${site.baseUrl}${GAME_LIST}`);
  } finally {
    await site.stop();
  }
  if (games.non2xx > 0 || games.errors > 0)
    throw new Error(`game list answered ${games.non2xx} non-2xx, ${games.errors} errors`);
  return [
    {
      id: 'P2',
      what,
      measured: `${fmt(games.rps)} req/s (p50 ${games.p50} ms, p99 ${games.p99} ms); hello world ${fmt(hello.rps)} req/s`,
      figure: `${(games.rps / hello.rps).toFixed(2)}`,
      budget: 'answered from memory (no ratio set)',
      verdict: 'info',
    },
  ];
}
