import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';

export interface Machine {
  date: string;
  commit: string;
  cores: number;
  cpuModel: string;
  memoryGiB: string;
  os: string;
  node: string;
  postgres: string;
  /** Load average over the last minute when the run ended: other work on the machine skews every figure. */
  load: string;
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    return dirty.trim() ? `${sha} (working tree has changes)` : sha;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

async function postgresVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  } catch (error) {
    return `not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function describeMachine(adminUrl: string): Promise<Machine> {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitCommit(),
    cores: os.availableParallelism(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: (os.totalmem() / 2 ** 30).toFixed(1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: await postgresVersion(adminUrl),
    load: os.loadavg()[0]!.toFixed(2),
  };
}
