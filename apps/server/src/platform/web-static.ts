import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasWebBuild, type Config } from './config.js';
import { errorEnvelope } from './envelope.js';
import { isApiPath, requestPath } from './request-context.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under /assets; everything else may change between builds. */
function cacheControlFor(filePath: string, distDir: string): string {
  return filePath.startsWith(resolve(distDir, 'assets')) ? IMMUTABLE : 'no-cache';
}

/**
 * The server also serves the built web app (in production, and in development when a build exists, as
 * `npm start` does): files from WEB_DIST_DIR, and index.html for every other GET (history-mode
 * routing). API paths and other methods get the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const serveWeb = config.NODE_ENV !== 'test' && hasWebBuild(config);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file; a browser that accepts one gets it.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        void reply.header('cache-control', cacheControlFor(filePath, config.WEB_DIST_DIR)),
    });
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply, serveWeb, config));
}

function notFound(request: FastifyRequest, reply: FastifyReply, serveWeb: boolean, config: Config) {
  const path = requestPath(request);
  const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
  if (isPageRequest && serveWeb) {
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }
  if (isPageRequest && config.NODE_ENV === 'production') {
    const hint = `The web app is not built: ${config.WEB_DIST_DIR}/index.html is missing. Run \`npm run build\` at the repository root.`;
    return reply.code(404).type('text/plain; charset=utf-8').send(hint);
  }
  return reply.code(404).send(errorEnvelope(request, 'error_not_found'));
}
