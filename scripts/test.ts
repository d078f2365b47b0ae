import { spawn } from 'node:child_process';

/**
 * `npm test`: the stages CI runs, in order, stopping at the first that fails, then a table of how long
 * each took (so a slow stage shows up in every run's log, not only when someone times it). Stages in one
 * group run side by side (each of the checks keeps one core busy); their output is printed whole as each
 * ends, so two logs never interleave.
 */
const GROUPS = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'api', script: 'test:api' }],
  [{ name: 'e2e', script: 'test:e2e' }],
] as const;

function run(script: string, alone: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const rows: { name: string; ms: number; result: string }[] = [];
let exitCode = 0;
const started = Date.now();
for (const group of GROUPS) {
  if (exitCode !== 0) {
    for (const stage of group) rows.push({ name: stage.name, ms: 0, result: 'not run' });
    continue;
  }
  const results = await Promise.all(
    group.map(async (stage) => {
      const t0 = Date.now();
      const code = await run(stage.script, group.length === 1);
      return { name: stage.name, ms: Date.now() - t0, code };
    }),
  );
  for (const { name, ms, code } of results) {
    rows.push({ name, ms, result: code === 0 ? 'ok' : `failed (${code})` });
    if (code !== 0 && exitCode === 0) exitCode = code;
  }
}
rows.push({ name: 'total', ms: Date.now() - started, result: exitCode === 0 ? 'ok' : 'failed' });

console.log('\nstage       time (m:ss)  result');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(12)}${(row.result === 'not run' ? '-' : minutes(row.ms)).padStart(11)}  ${row.result}`,
  );
}
process.exit(exitCode);
