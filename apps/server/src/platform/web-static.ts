import { resolve } from 'node:path';
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
  const group = bannerGroupOf(path);
  const banner = group ? await firstBannerOf(group) : null;
  if (!banner || !isSitePath(banner.url) || !isSitePath(banner.mobileUrl)) return null;
  const narrow = `(max-width: ${BANNER_NARROW_MAX_WIDTH}px)`;
  const wide = `(min-width: ${BANNER_NARROW_MAX_WIDTH + 1}px)`;
  return [
    `<${banner.mobileUrl}>; rel=preload; as=image; media="${narrow}"; fetchpriority=high`,
    `<${banner.url}>; rel=preload; as=image; media="${wide}"; fetchpriority=high`,
  ].join(', ');
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
    // `/` would otherwise reach the static files as a directory (403): it is the home page.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, firstBannerOf));
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply, { serveWeb, config, firstBannerOf }));
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, firstBannerOf: FirstBannerOf) {
  // A banner that cannot be read must not cost the page: it is only a hint.
  const preload = await bannerPreload(requestPath(request), firstBannerOf).catch(() => null);
  if (preload) reply.header('link', preload);
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

async function notFound(
  request: FastifyRequest,
  reply: FastifyReply,
  { serveWeb, config, firstBannerOf }: { serveWeb: boolean; config: Config; firstBannerOf: FirstBannerOf },
) {
  const path = requestPath(request);
  const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
  if (isPageRequest && serveWeb) return sendPage(request, reply, firstBannerOf);
  if (isPageRequest && config.NODE_ENV === 'production') {
    const hint = `The web app is not built: ${config.WEB_DIST_DIR}/index.html is missing. Run \`npm run build\` at the repository root.`;
    return reply.code(404).type('text/plain; charset=utf-8').send(hint);
  }
  return reply.code(404).send(errorEnvelope(request, 'error_not_found'));
}
