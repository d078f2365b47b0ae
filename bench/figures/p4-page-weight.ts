import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Row } from '../lib/report.js';
import { webBuild } from '../lib/web-build.js';

const HOME_BUDGET_KB = 150;
const CHUNK_BUDGET_KB = 60;
/** The home route's own chunk (apps/web/src/app/routes/home), loaded on first paint of `/`. */
const HOME_ROUTE_CHUNK = /^home-[\w-]+\.js$/;

const kb = (bytes: number) => bytes / 1024;
const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Static imports of a built chunk (`import … from "./x.js"`, `export … from`), not `import("./x.js")`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g,
  ))
    found.add(match[1]!);
  return [...found];
}

/** The chunk and everything it statically imports, transitively. */
function closure(assets: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(readFileSync(join(assets, name), 'utf8')));
  }
  return seen;
}

const sum = (assets: string, names: Iterable<string>) =>
  [...names].reduce((total, name) => total + gzipped(join(assets, name)), 0);

export async function runPageWeight(): Promise<Row[]> {
  const dist = await webBuild();
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const classic = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const js = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const homeChunk = js.find((name) => HOME_ROUTE_CHUNK.test(name));
  if (entry.length === 0 || !homeChunk)
    throw new Error('no entry script in index.html or no home route chunk');

  const shell = closure(assets, entry);
  const home = closure(assets, [...entry, homeChunk]);
  const classicBytes = classic.reduce((total, name) => total + gzipped(join(dist, name)), 0);
  const homeBytes = sum(assets, home) + classicBytes;
  const rows: Row[] = [
    {
      id: 'P4',
      what: 'home page initial JS (entry, its static imports, the home route chunk and theirs; gzip -9)',
      measured: `${home.size + classic.length} files; entry closure alone ${kb(sum(assets, shell) + classicBytes).toFixed(1)} KB`,
      figure: `${kb(homeBytes).toFixed(1)} KB`,
      budget: `≤ ${HOME_BUDGET_KB} KB`,
      verdict: kb(homeBytes) <= HOME_BUDGET_KB ? 'met' : 'missed',
    },
  ];

  const lazy = js
    .filter((name) => !home.has(name))
    .map((name) => ({ name, bytes: gzipped(join(assets, name)) }));
  lazy.sort((a, b) => b.bytes - a.bytes);
  const over = lazy.filter((chunk) => kb(chunk.bytes) > CHUNK_BUDGET_KB);
  const largest = lazy
    .slice(0, 3)
    .map((c) => `${c.name.replace(/-[\w]{8}\.js$/, '')} ${kb(c.bytes).toFixed(1)} KB`);
  rows.push({
    id: 'P4',
    what: `largest lazy chunk (of ${lazy.length}, gzip -9)`,
    measured: `largest: ${largest.join(', ')}${over.length > 0 ? `; over budget: ${over.map((c) => c.name).join(', ')}` : ''}`,
    figure: `${kb(lazy[0]?.bytes ?? 0).toFixed(1)} KB`,
    budget: `each ≤ ${CHUNK_BUDGET_KB} KB`,
    verdict: over.length === 0 ? 'met' : 'missed',
  });
  return rows;
}
