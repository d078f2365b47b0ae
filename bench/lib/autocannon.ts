import { join } from 'node:path';
import { REPO_ROOT, runCommand } from './tools.js';

export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const LOAD_CONNECTIONS = 32;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Drives a URL with the autocannon CLI (its own process, so the load and the server do not share a thread). */
export async function autocannon(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const args = ['-c', String(LOAD_CONNECTIONS), '-d', String(LOAD_SECONDS), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const out = await runCommand(join(REPO_ROOT, 'node_modules/.bin/autocannon'), [...args, url], {
    timeoutMs: (LOAD_SECONDS + 60) * 1000,
  });
  const json = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
  };
}
