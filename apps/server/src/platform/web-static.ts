import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BANNER_NARROW_MAX_WIDTH, bannerGroupOf, isSitePath, type Banner } from '@swerte/contracts';
import { hasWebBuild, type Config } from './config.js';
import { errorEnvelope } from './envelope.js';
import { isApiPath, requestPath } from './request-context.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under /assets; everything else may change between builds. */
function cacheControlFor(filePath: string, distDir: string): string {
  return filePath.startsWith(resolve(distDir, 'assets')) ? IMMUTABLE : 'no-cache';
}

/** The first banner a page's carousel shows, for a first visit (the default language): null when none. */
export type FirstBannerOf = (group: NonNullable<ReturnType<typeof bannerGroupOf>>) => Promise<Banner | null>;

/**
 * A Link header that preloads the route's first banner art (phone and wide, by the carousel's own
 * breakpoint), so the largest picture of the first paint is fetched with the page instead of after the
 * script, the render and the banner call. Only the site's own addresses: nothing else is worth a hint.
 */
export async function bannerPreload(path: string, firstBannerOf: FirstBannerOf): Promise<string | null> {
  const banner = await siteFirstBanner(path, firstBannerOf);
  return banner ? preloadOf(banner) : null;
}

/** The route's first banner when its art is the site's own (the only art worth a hint or a prerender). */
async function siteFirstBanner(path: string, firstBannerOf: FirstBannerOf): Promise<Banner | null> {
  const group = bannerGroupOf(path);
  const banner = group ? await firstBannerOf(group) : null;
  return banner && isSitePath(banner.url) && isSitePath(banner.mobileUrl) ? banner : null;
}

function preloadOf(banner: Banner): string {
  const narrow = `(max-width: ${BANNER_NARROW_MAX_WIDTH}px)`;
  const wide = `(min-width: ${BANNER_NARROW_MAX_WIDTH + 1}px)`;
  return [
    `<${banner.mobileUrl}>; rel=preload; as=image; media="${narrow}"; fetchpriority=high`,
    `<${banner.url}>; rel=preload; as=image; media="${wide}"; fetchpriority=high`,
  ].join(', ');
}

// What the web build's prerender writes (apps/web/vite.config.ts, src/prerender.tsx).
const PRERENDER_DIR = 'prerendered';
const FIRST_BANNER_SLOT = '<!--swerte:first-banner-->';
const BANNER_FIELDS = {
  url: 'SWERTEFIRSTBANNERURL',
  mobileUrl: 'SWERTEFIRSTBANNERMOBILEURL',
  title: 'SWERTEFIRSTBANNERTITLE',
} as const;

const PLACEHOLDER = new RegExp(
  Object.values(BANNER_FIELDS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The list routes' prerendered first HTML, by path (prerendered/pages.json), read once: the shell with
 * the route's first banner as a real <img>. A page is its template with the banner's fields filled in
 * (or the template drawn without a banner) and a JSON data block naming the banner for the app, which
 * renders over the page with the same picture. The filled and compressed pages are kept per banner.
 */
export class PrerenderedPages {
  private readonly templates = new Map<string, string>();
  private readonly sent = new Map<string, { html: Buffer; br: Buffer; gzip: Buffer }>();

  private constructor(
    private readonly dir: string,
    private readonly byPath: Record<string, string>,
  ) {}

  /** The build's prerendered pages, or null for a build without them (the app then starts from index.html). */
  static load(distDir: string): PrerenderedPages | null {
    const manifest = join(distDir, PRERENDER_DIR, 'pages.json');
    if (!existsSync(manifest)) return null;
    return new PrerenderedPages(
      join(distDir, PRERENDER_DIR),
      JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>,
    );
  }

  has(path: string): boolean {
    return Object.hasOwn(this.byPath, path);
  }

  /** The page of `path` with `banner` (or none), as the encoding asked for: identity, br or gzip. */
  page(path: string, banner: Banner | null, encoding: 'br' | 'gzip' | null): Buffer {
    const name = this.byPath[path]!;
    const key = JSON.stringify([name, banner?.bannerId, banner?.url, banner?.mobileUrl, banner?.title]);
    let kept = this.sent.get(key);
    if (!kept) {
      const html = Buffer.from(this.fill(name, path, banner));
      kept = {
        html,
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      // Banners change rarely: a handful of versions per page is plenty; the oldest goes first.
      if (this.sent.size >= 64) this.sent.delete(this.sent.keys().next().value!);
      this.sent.set(key, kept);
    }
    return encoding ? kept[encoding] : kept.html;
  }

  private template(file: string): string {
    let text = this.templates.get(file);
    if (text === undefined) {
      text = readFileSync(join(this.dir, file), 'utf8');
      this.templates.set(file, text);
    }
    return text;
  }

  private fill(name: string, path: string, banner: Banner | null): string {
    if (!banner) return this.template(`${name}.nobanner.html`).replace(FIRST_BANNER_SLOT, '');
    // `<` escaped: the block cannot end early whatever the operator typed as a title.
    const data = JSON.stringify({ group: bannerGroupOf(path), banner }).replace(/</g, '\\u003c');
    const field: Record<string, string> = {
      [BANNER_FIELDS.url]: banner.url,
      [BANNER_FIELDS.mobileUrl]: banner.mobileUrl,
      [BANNER_FIELDS.title]: banner.title,
    };
    // One pass, so a value that happens to contain a placeholder's name is left as it is.
    return this.template(`${name}.html`)
      .replace(FIRST_BANNER_SLOT, `<script type="application/json" id="first-banner">${data}</script>`)
      .replace(PLACEHOLDER, (placeholder) => escapeAttribute(field[placeholder]!));
  }
}

/** br, else gzip, else none, by the request's Accept-Encoding (a q=0 refuses). */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * The server also serves the built web app (in production, and in development when a build exists, as
 * `npm start` does): files from WEB_DIST_DIR, and index.html for every other GET (history-mode
 * routing). API paths and other methods get the 404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  firstBannerOf: FirstBannerOf,
): Promise<void> {
  const serveWeb = config.NODE_ENV !== 'test' && hasWebBuild(config);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      // The page itself is answered below (with its preload hint), for / as for every route: a
      // directory is never listed or indexed here.
      index: false,
      // The build writes .br and .gz beside each text file; a browser that accepts one gets it.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        void reply.header('cache-control', cacheControlFor(filePath, config.WEB_DIST_DIR)),
    });
  }
  const pages: Pages = {
    firstBannerOf,
    prerendered: serveWeb ? PrerenderedPages.load(config.WEB_DIST_DIR) : null,
  };
  if (serveWeb) {
    // `/` would otherwise reach the static files as a directory (403): it is the home page.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pages));
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply, { serveWeb, config, pages }));
}

interface Pages {
  firstBannerOf: FirstBannerOf;
  prerendered: PrerenderedPages | null;
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, pages: Pages) {
  const path = requestPath(request);
  // A banner that cannot be read must not cost the page: it is only a hint (and the page is drawn without).
  const banner = await siteFirstBanner(path, pages.firstBannerOf).catch(() => null);
  if (banner) reply.header('link', preloadOf(banner));
  reply.header('cache-control', 'no-cache');
  if (!pages.prerendered?.has(path)) return reply.sendFile('index.html');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8')
    .send(pages.prerendered.page(path, banner, encoding));
}

async function notFound(
  request: FastifyRequest,
  reply: FastifyReply,
  { serveWeb, config, pages }: { serveWeb: boolean; config: Config; pages: Pages },
) {
  const path = requestPath(request);
  const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
  if (isPageRequest && serveWeb) return sendPage(request, reply, pages);
  if (isPageRequest && config.NODE_ENV === 'production') {
    const hint = `The web app is not built: ${config.WEB_DIST_DIR}/index.html is missing. Run \`npm run build\` at the repository root.`;
    return reply.code(404).type('text/plain; charset=utf-8').send(hint);
  }
  return reply.code(404).send(errorEnvelope(request, 'error_not_found'));
}
