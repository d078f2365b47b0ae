import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build, defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const execFileAsync = promisify(execFile);

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

/** Where the prerendered pages go in the build, and the file naming which path is which page. */
const PRERENDER_DIR = 'prerendered';
const PRERENDER_MANIFEST = 'pages.json';
/** Where the server puts the first banner's data block (a JSON <script>, not run: the CSP stays strict). */
const FIRST_BANNER_SLOT = '<!--swerte:first-banner-->';

/**
 * The shell's first HTML for the list routes (src/prerender.tsx), written after the client build:
 * an SSR build of the prerender entry into a temporary folder, run in Node with React's static
 * prerender, each page put into index.html's #root with the stylesheets of the chunks it drew (the
 * page, its lazy parts, the banner region), so the page looks right before any script has run.
 * Writes prerendered/<page>.html (the first banner as placeholders the server fills),
 * prerendered/<page>.nobanner.html and prerendered/pages.json (which path is which page).
 */
function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  /** Client chunks by the module they were made for (a page, a lazy component): their files and CSS. */
  const chunks = new Map<string, { imports: string[]; css: string[] }>();
  const byFile = new Map<string, { imports: string[]; css: string[] }>();
  return {
    name: 'swerte:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const entry = { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] };
        byFile.set(output.fileName, entry);
        if (output.facadeModuleId) chunks.set(output.facadeModuleId, entry);
      }
    },
    closeBundle: {
      // Before the precompression pass, so index.html is compressed as it was written.
      order: 'pre',
      async handler() {
        // Inside the app, so Node finds the packages the SSR build leaves out (react, react-router…).
        const cache = join(root, 'node_modules', '.cache');
        mkdirSync(cache, { recursive: true });
        const ssrDir = mkdtempSync(join(cache, 'swerte-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react(), recordDynamicImports()],
            // Contracts are TypeScript in the workspace: bundled; the npm packages are Node's to load.
            ssr: { noExternal: ['@swerte/contracts'] },
            build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, minify: false },
          });
          const entryUrl = pathToFileURL(join(ssrDir, 'prerender.js')).href;
          const { PRERENDERED_ROUTES } = (await import(entryUrl)) as {
            PRERENDERED_ROUTES: Record<string, readonly string[]>;
          };
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
          const linked = new Set([...template.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]));
          // The page's own styles go in the page (the CSP allows inline styles, not scripts): one
          // render-blocking request fewer for each; the chunks bring their stylesheets again later.
          const stylesOf = (loaded: string[]) => {
            const files = new Set<string>();
            const visit = (chunk: { imports: string[]; css: string[] } | undefined) => {
              if (!chunk) return;
              for (const css of chunk.css) if (!linked.has(css)) files.add(css);
              for (const file of chunk.imports) visit(byFile.get(file));
            };
            for (const id of loaded) visit(chunks.get(id));
            const css = [...files].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
            return css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
          };
          // Inert until the app renders over it: a click on a prerendered button would go nowhere.
          const page = (markup: string, styles: string) =>
            template
              .replace('</head>', `  ${styles}\n    ${FIRST_BANNER_SLOT}\n  </head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root"><div data-prerendered inert style="display:contents">${markup}</div></div>`,
              );
          mkdirSync(join(outDir, PRERENDER_DIR), { recursive: true });
          const manifest: Record<string, string> = {};
          const routes = Object.entries(PRERENDERED_ROUTES);
          // Each route in a Node of its own (two at a time): the app's stores and lazy parts are module
          // state, and the dynamic imports a fresh process makes are the chunks that route drew.
          for (let i = 0; i < routes.length; i += 2) {
            await Promise.all(
              routes.slice(i, i + 2).map(async ([name, paths]) => {
                const drawn = await renderInNode(entryUrl, paths[0]!);
                const styles = stylesOf(drawn.loaded);
                writeFileSync(join(outDir, PRERENDER_DIR, `${name}.html`), page(drawn.withBanner, styles));
                writeFileSync(
                  join(outDir, PRERENDER_DIR, `${name}.nobanner.html`),
                  page(drawn.without, styles),
                );
                for (const path of paths) manifest[path] = name;
              }),
            );
          }
          writeFileSync(join(outDir, PRERENDER_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** In the SSR build: every `import('…')` of the app's own code notes the module it loads (globalThis.__swerteLoaded). */
function recordDynamicImports(): Plugin {
  return {
    name: 'swerte:record-dynamic-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      const found = [...code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)];
      if (found.length === 0) return null;
      let out = code;
      for (const [call, , specifier] of found) {
        const target = await this.resolve(specifier!, id);
        if (!target) continue;
        out = out.replace(call, `(globalThis.__swerteLoaded?.add(${JSON.stringify(target.id)}), ${call})`);
      }
      return { code: out, map: null };
    },
  };
}

/** One route's two pages (with the banner's placeholders, without a banner) and the modules it loaded. */
async function renderInNode(
  entryUrl: string,
  path: string,
): Promise<{ withBanner: string; without: string; loaded: string[] }> {
  const script = `
    globalThis.__swerteLoaded = new Set();
    const { renderPage } = await import(${JSON.stringify(entryUrl)});
    const withBanner = await renderPage(${JSON.stringify(path)}, true);
    const without = await renderPage(${JSON.stringify(path)}, false);
    process.stdout.write(JSON.stringify({ withBanner, without, loaded: [...globalThis.__swerteLoaded] }));
  `;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { withBanner: string; without: string; loaded: string[] };
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
  plugins: [pureContractSchemas(), react(), serviceWorker(), prerenderPages(), precompress()],
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
