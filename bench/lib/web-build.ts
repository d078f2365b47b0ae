import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WORK_DIR, runCommand } from './tools.js';

let built: string | null = null;

/**
 * The production web build the figures measure: built once per run into bench/.work/dist, so the
 * bench never overwrites apps/web/dist that a running site or the e2e tests may be serving.
 */
export async function webBuild(): Promise<string> {
  if (built) return built;
  const outDir = join(WORK_DIR, 'dist');
  await runCommand(
    join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(REPO_ROOT, 'apps/web'),
      timeoutMs: 300_000,
    },
  );
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('vite build wrote no index.html');
  built = outDir;
  return outDir;
}
