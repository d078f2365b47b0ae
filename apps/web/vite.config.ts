import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://127.0.0.1:3000';
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/media', '/docs'];
const proxy = Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: API_TARGET }]));

/**
 * The web app uses only types and constants of @swerte/contracts, but the package builds its zod
 * schemas at module top level, which a bundler must keep as possible side effects. Schema building
 * is pure, so we mark those calls and zod drops out of the browser bundle (about 25 KB gzipped).
 */
function pureContractSchemas(): Plugin {
  // `z.object(…)`, `FooSchema.extend(…)` (also split over lines by prettier), `defineEndpoint(…)`,
  // and calls of small local schema helpers such as `const text = (max: number) => z.string().max(max)`
  // (generic ones too: `const pageOf = <T extends z.ZodType>(item: T) => z.object(…)`).
  const builders = ['defineEndpoint', 'envelopeOf'];
  return {
    name: 'swerte:pure-contract-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id)) return null;
      const helpers = [...code.matchAll(/const (\w+) = (?:<[^>]*>)?\([^)]*\)(?:: [^=]+)? =>\s*z\b/g)].map(
        (m) => m[1],
      );
      const calls = [...builders, ...helpers].join('|');
      // Lower-case schema constants (`const id = z.coerce…`) used as `id.optional()` inside a pure call:
      // the call's arguments still run unless they are marked too.
      const locals = [...code.matchAll(/const ([a-z]\w*) =\s*z\b/g)].map((m) => m[1]);
      const receivers = ['z', '[A-Z]\\w*Schema', ...locals].join('|');
      // Block comments match first and stay as they are: a marker inside a JSDoc that names a schema
      // ("must match MoneySchema.") would end the comment there.
      const commentOrSchemaCall = new RegExp(
        `(\\/\\*[\\s\\S]*?\\*\\/)|(?<![\\w.$])(?:(?:${receivers})(?=\\s*\\.)|(?:${calls})(?=\\())`,
        'g',
      );
      const marked = code.replace(commentOrSchemaCall, (match: string, comment?: string) =>
        comment ? match : `/* @__PURE__ */ ${match}`,
      );
      return { code: marked, map: null };
    },
    generateBundle(_options, bundle) {
      // A new top-level call in contracts can pull zod back in; say so instead of silently growing.
      const withZod = Object.values(bundle).filter(
        (output) =>
          output.type === 'chunk' &&
          Object.keys(output.modules).some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)),
      );
      if (withZod.length > 0) {
        this.warn(
          `zod is in the browser bundle (${withZod.map((chunk) => chunk.fileName).join(', ')}): mark the new top-level call in packages/contracts as pure or import only types.`,
        );
      }
    },
  };
}

/**
 * Writes dist/sw.js from pwa/sw.js: a version that changes with every build (so the new worker drops
 * the old files) and the first page's files (index.html's scripts and styles) to keep for offline use.
 */
function serviceWorker(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'swerte:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const firstPage = [
        ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])),
      ];
      const version = createHash('sha256')
        .update(readdirSync(join(outDir, 'assets')).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const template = readFileSync(join(root, 'pwa', 'sw.js'), 'utf8');
      writeFileSync(
        join(outDir, 'sw.js'),
        template
          .replace("'__VERSION__'", JSON.stringify(version))
          .replace('...__PRECACHE__', `...${JSON.stringify(firstPage)}`),
      );
    },
  };
}

/**
 * Writes a .br and a .gz beside every text asset (scripts, styles, SVG, the page itself), compressed
 * once at the highest levels, so the server sends them as they are to browsers that accept them.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|svg|html|webmanifest|json)$/;
  return {
    name: 'swerte:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the service worker is written (it lists the built files but not these copies).
      order: 'post',
      handler() {
        const files = [
          'index.html',
          ...readdirSync(join(outDir, 'assets')).map((name) => join('assets', name)),
        ].filter((name) => compressible.test(name) && statSync(join(outDir, name)).size >= 1024);
        for (const name of files) {
          const body = readFileSync(join(outDir, name));
          writeFileSync(join(outDir, `${name}.gz`), gzipSync(body, { level: 9 }));
          writeFileSync(
            join(outDir, `${name}.br`),
            brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [pureContractSchemas(), react(), serviceWorker(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // Every browser we support preloads modules natively; the polyfill would only add bytes.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Our code and our dependencies put no side effects in property getters, so an unused read (the
      // `{ ...common }` left of a dropped contract endpoint) may go, and zod with it.
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          // Storage keys are read by the entry, the catalogue loader and lazy pages alike; left to
          // itself the splitter gives them a chunk of their own, one more request on first load.
          groups: [{ name: 'i18n', test: /src[\\/](i18n[\\/](index|fil)|lib[\\/]storage)\.ts$/ }],
        },
      },
    },
  },
});
