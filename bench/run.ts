/**
 * `npm run bench [-- P4 P7 …]`: measures the figures of the README's Performance section, prints the
 * table and writes bench/results/latest.md. Each figure is a ratio (or a size) measured in this run on
 * this machine; a figure whose tool is missing is skipped with a line saying why.
 */
import { join } from 'node:path';
import { runMoney } from './figures/p1-money.js';
import { runHotRead } from './figures/p2-hot-read.js';
import { runEmbedded } from './figures/p3-embedded.js';
import { runPageWeight } from './figures/p4-page-weight.js';
import { runPageSpeed } from './figures/p5-page-speed.js';
import { runGrowth } from './figures/p6-growth.js';
import { runRtp } from './figures/p7-rtp.js';
import { runBulkSettle } from './figures/p8-bulk-settle.js';
import { runAgentTeam } from './figures/p9-agent-team.js';
import { runLotteryDraw } from './figures/p10-lottery-draw.js';
import { describeMachine } from './lib/machine.js';
import { renderMachine, renderTable, skipped, writeResults, type Row } from './lib/report.js';
import { PG_ADMIN_URL, REPO_ROOT } from './lib/tools.js';

const FIGURES: Record<string, { what: string; run: () => Promise<Row[]> }> = {
  P1: { what: 'money path vs pgbench', run: runMoney },
  P2: { what: 'game list vs bare node:http', run: runHotRead },
  P3: { what: 'bet loop, PGlite vs PostgreSQL', run: runEmbedded },
  P4: { what: 'page weight', run: runPageWeight },
  P5: { what: 'Lighthouse', run: runPageSpeed },
  P6: { what: 'records at 100k vs 10M bets', run: runGrowth },
  P7: { what: 'slot RTP simulation', run: runRtp },
  P8: { what: 'bulk settlement vs raw writes', run: runBulkSettle },
  P9: { what: 'agent team reports at 100k vs 1k members; settling 10k agents', run: runAgentTeam },
  P10: { what: 'settling a lottery draw of 100k tickets', run: runLotteryDraw },
};

const asked = process.argv.slice(2).map((arg) => arg.toUpperCase());
const unknown = asked.filter((id) => !(id in FIGURES));
if (unknown.length > 0) {
  console.error(`unknown figure ${unknown.join(', ')}; known: ${Object.keys(FIGURES).join(' ')}`);
  process.exit(2);
}
const ids = asked.length > 0 ? asked : Object.keys(FIGURES);

const rows: Row[] = [];
for (const id of ids) {
  const figure = FIGURES[id]!;
  const started = Date.now();
  console.log(`== ${id} ${figure.what}`);
  try {
    const result = await figure.run();
    for (const row of result)
      console.log(`   ${row.id} ${row.what}: ${row.measured} → ${row.figure} (${row.verdict})`);
    rows.push(...result);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`   ${id} failed: ${message}`);
    rows.push(skipped(id, figure.what, `failed: ${message.split('\n')[0]?.slice(0, 200) ?? ''}`));
  }
  console.log(`   (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const machine = await describeMachine(PG_ADMIN_URL);
const path = join(REPO_ROOT, 'bench/results/latest.md');
writeResults(path, machine, rows, asked.join(' '));
console.log(`\n${renderMachine(machine)}\n\n${renderTable(rows)}\n\nwritten to bench/results/latest.md`);
