import { dropDatabase, findTool, freshDatabase, runCommand, PG_ADMIN_URL } from './tools.js';

export const pgbenchPath = () =>
  findTool('pgbench', ['/usr/lib/postgresql/15/bin/pgbench', '/usr/lib/postgresql/16/bin/pgbench']);

/**
 * pgbench's TPC-B-like transactions a second on the bench's PostgreSQL server, on a fresh database of
 * the given scale (100,000 accounts and one branch row per unit: scale 1 has one hot branch row).
 */
export async function pgbenchTps(options: {
  scale: number;
  clients: number;
  seconds: number;
}): Promise<number> {
  const tool = pgbenchPath();
  if (!tool) throw new Error('pgbench not found');
  const name = `swerte_bench_pgbench_${options.scale}`;
  const url = await freshDatabase(name);
  try {
    await runCommand(tool, ['-i', '-q', '-s', String(options.scale), url], { timeoutMs: 300_000 });
    const out = await runCommand(
      tool,
      ['-b', 'tpcb-like', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), url],
      { timeoutMs: (options.seconds + 120) * 1000 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    if (!tps) throw new Error(`no tps in pgbench output: ${out.slice(-500)}`);
    return Number(tps);
  } finally {
    await dropDatabase(name);
  }
}

export { PG_ADMIN_URL };
