import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** The player site's public pages (§2 routes), what a search engine may list. */
export const SITEMAP_PATHS = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/cockfight',
  '/lottery',
  '/hot',
  '/promotions',
  '/vip',
  '/pointMall',
  '/help',
  '/down',
  '/join',
  '/register',
  '/fairness',
] as const;

/** Never listed: the API, the operator docs, game windows and the agent's landing page. */
const DISALLOWED = ['/wps/', '/lgw/', '/lotto/', '/docs', '/seamless', '/game', '/fbsports', '/agentHome'];

/**
 * /robots.txt and /sitemap.xml, answered by the server (the web app's history-mode fallback would
 * otherwise answer them with its HTML); addresses are absolute on PUBLIC_URL.
 */
export function registerCrawlerFiles(app: FastifyInstance, config: Config): void {
  const origin = config.PUBLIC_URL;
  const robots = [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const hide = { schema: { hide: true } };
  app.get('/robots.txt', hide, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', hide, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
}
