import { spawn } from 'node:child_process';

/**
 * `npm test`: the stages CI runs, stopping at the first group that fails, then a table of how long each
 * stage took (so a slow stage shows up in every run's log, not only when someone times it). A group's
 * lanes run side by side and a lane's stages one after the other: the type-check is shorter than the lint,
 * so the unit tests take its core when it ends; the build of the bundles the browser tests serve uses the
 * core the API tests leave while they wait on the database. Output is printed whole as each stage ends, so
 * two logs never interleave.
 */
type Stage = { name: string; script: string };
const GROUPS: Stage[][][] = [
  [
    [{ name: 'lint', script: 'lint' }],
    [
      { name: 'typecheck', script: 'typecheck' },
      { name: 'unit', script: 'test:unit' },
    ],
  ],
  [[{ name: 'api', script: 'test:api' }], [{ name: 'build', script: 'build' }]],
  [[{ name: 'e2e', script: 'test:e2e:built' }]],
];

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

/** Runs a lane's stages in order; a stage that fails leaves the lane's later stages not run. */
async function runLane(lane: Stage[], alone: boolean): Promise<void> {
  let failed = false;
  for (const stage of lane) {
    if (failed) {
      rows.push({ name: stage.name, ms: 0, result: 'not run' });
      continue;
    }
    const t0 = Date.now();
    const code = await run(stage.script, alone);
    rows.push({ name: stage.name, ms: Date.now() - t0, result: code === 0 ? 'ok' : `failed (${code})` });
    if (code !== 0) {
      failed = true;
      if (exitCode === 0) exitCode = code;
    }
  }
}

for (const group of GROUPS) {
  if (exitCode !== 0) {
    for (const stage of group.flat()) rows.push({ name: stage.name, ms: 0, result: 'not run' });
    continue;
  }
  await Promise.all(group.map((lane) => runLane(lane, group.length === 1)));
}
rows.push({ name: 'total', ms: Date.now() - started, result: exitCode === 0 ? 'ok' : 'failed' });

console.log('\nstage       time (m:ss)  result');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(12)}${(row.result === 'not run' ? '-' : minutes(row.ms)).padStart(11)}  ${row.result}`,
  );
}
process.exit(exitCode);
