import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Machine } from './machine.js';

/** One line of the results table. A figure may give several (one per page, per scenario…). */
export interface Row {
  id: string;
  what: string;
  /** The measured numbers, as read (e.g. "1,234 bets/s; pgbench 5,300 tps"). */
  measured: string;
  /** The figure itself: a ratio or a size, compared with the budget. */
  figure: string;
  budget: string;
  verdict: 'met' | 'missed' | 'info' | 'skipped';
}

export const skipped = (id: string, what: string, reason: string): Row => ({
  id,
  what,
  measured: `skipped: ${reason}`,
  figure: '—',
  budget: '—',
  verdict: 'skipped',
});

const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderTable(rows: readonly Row[]): string {
  const head = ['figure', 'what', 'measured', 'ratio / size', 'budget', 'verdict'];
  const lines = [head, head.map(() => '---')].concat(
    rows.map((row) => [row.id, row.what, row.measured, row.figure, row.budget, row.verdict]),
  );
  return lines.map((line) => `| ${line.map(cell).join(' | ')} |`).join('\n');
}

export function renderMachine(machine: Machine): string {
  return [
    `- date: ${machine.date}`,
    `- commit: ${machine.commit}`,
    `- machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.os}, load average ${machine.load}`,
    `- node ${machine.node}, PostgreSQL ${machine.postgres}`,
  ].join('\n');
}

export function writeResults(path: string, machine: Machine, rows: readonly Row[], figures: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const text = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench${figures ? ` -- ${figures}` : ''}\`. Ratios are measured side by side in one run.`,
    '',
    renderMachine(machine),
    '',
    renderTable(rows),
    '',
  ].join('\n');
  writeFileSync(path, text);
}
