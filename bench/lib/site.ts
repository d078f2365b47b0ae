import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Prep } from './prep.js';
import { REPO_ROOT, WORK_DIR, freePort } from './tools.js';

export interface BenchSite {
  baseUrl: string;
  port: number;
  prep: Prep;
  stop(): Promise<void>;
}

/**
 * Starts the real server in a child process (bench-server.ts) on PostgreSQL (a URL) or on a fresh
 * PGlite data directory ('pglite'), with `members` funded bench members, and waits until it listens.
 */
export async function startSite(options: {
  database: string;
  members?: number;
  webDist?: string;
}): Promise<BenchSite> {
  const port = await freePort();
  mkdirSync(WORK_DIR, { recursive: true });
  const prepPath = join(WORK_DIR, `prep-${port}.json`);
  const dataDir = join(WORK_DIR, `pglite-${port}`);
  // Node with tsx's loader, not the tsx CLI: a signal then reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bench-server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      BENCH_PORT: String(port),
      BENCH_DATABASE: options.database,
      BENCH_DATA_DIR: dataDir,
      BENCH_MEMBERS: String(options.members ?? 0),
      BENCH_PREP_OUT: prepPath,
      ...(options.webDist ? { BENCH_WEB_DIST: options.webDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in 300 s: ${output.slice(-1000)}`)),
      300_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}: ${output.slice(-1000)}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const prep = JSON.parse(readFileSync(prepPath, 'utf8')) as Prep;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    prep,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      rmSync(prepPath, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
