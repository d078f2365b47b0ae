import { spawn } from 'node:child_process';

/**
 * `npm test`: the stages CI runs, then a table of how long each stage took (so a slow stage shows up in
 * every run's log, not only when someone times it). The lanes run side by side from the start and a
 * lane's stages one after the other. The browser tests take longest and spend most of it waiting (the
 * games' timers, page loads), so they start first, after the build they serve; the type-check, lint,
 * unit and API tests keep both cores busy meanwhile. A failed stage leaves its lane's later stages not
 * run; the other lanes go on, so one run reports every failure. Output is printed whole as each stage
 * ends, so two logs never interleave.
 */
type Stage = { name: string; script: string };
const LANES: Stage[][] = [
  [
    { name: 'build', script: 'build' },
    { name: 'e2e', script: 'test:e2e:built' },
  ],
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [
    { name: 'unit', script: 'test:unit' },
    { name: 'api', script: 'test:api' },
  ],
];

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
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
async function runLane(lane: Stage[]): Promise<void> {
  let failed = false;
  for (const stage of lane) {
    if (failed) {
      rows.push({ name: stage.name, ms: 0, result: 'not run' });
      continue;
    }
    const t0 = Date.now();
    const code = await run(stage.script);
    rows.push({ name: stage.name, ms: Date.now() - t0, result: code === 0 ? 'ok' : `failed (${code})` });
    if (code !== 0) {
      failed = true;
      if (exitCode === 0) exitCode = code;
    }
  }
}

await Promise.all(LANES.map(runLane));
rows.push({ name: 'total', ms: Date.now() - started, result: exitCode === 0 ? 'ok' : 'failed' });

console.log('\nstage       time (m:ss)  result');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(12)}${(row.result === 'not run' ? '-' : minutes(row.ms)).padStart(11)}  ${row.result}`,
  );
}
process.exit(exitCode);
