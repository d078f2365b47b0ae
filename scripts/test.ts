import { spawn } from 'node:child_process';

/**
 * `npm test`: the stages CI runs, in order, stopping at the first that fails, then a table of how long
 * each took (so a slow stage shows up in every run's log, not only when someone times it).
 */
const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'api', script: 'test:api' },
  { name: 'e2e', script: 'test:e2e' },
] as const;

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const rows: { name: string; ms: number; result: string }[] = [];
let exitCode = 0;
const started = Date.now();
for (const stage of STAGES) {
  if (exitCode !== 0) {
    rows.push({ name: stage.name, ms: 0, result: 'not run' });
    continue;
  }
  const t0 = Date.now();
  exitCode = await run(stage.script);
  rows.push({
    name: stage.name,
    ms: Date.now() - t0,
    result: exitCode === 0 ? 'ok' : `failed (${exitCode})`,
  });
}
rows.push({ name: 'total', ms: Date.now() - started, result: exitCode === 0 ? 'ok' : 'failed' });

console.log('\nstage       time (m:ss)  result');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(12)}${(row.result === 'not run' ? '-' : minutes(row.ms)).padStart(11)}  ${row.result}`,
  );
}
process.exit(exitCode);
