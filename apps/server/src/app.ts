import { DEFAULT_LANGUAGE } from '@swerte/contracts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createVisitorResolver, trustProxyOption } from './platform/client-ip.js';
import type { Config } from './platform/config.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { registerDocs } from './platform/docs.js';
import { registerPrivateAnswers } from './platform/private-answers.js';
import { handleError, registerErrorHandler } from './platform/error-handler.js';
import { loggerOptions } from './platform/logger.js';
import { registerRateLimit } from './platform/rate-limit.js';
import { registerResponseHeaders } from './platform/security.js';
import { registerOperatorRouteCheck } from './platform/operator-routes.js';
import { createSerializerCompiler } from './platform/serializer.js';
import { registerCrawlerFiles } from './platform/crawler-files.js';
import { registerWebApp } from './platform/web-static.js';
import { registerConsoleApp } from './platform/console-static.js';
import { registerModules, createServices, type PlatformDeps, type Services } from './modules/index.js';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { Redis } from 'ioredis';
import { cacheDropsOver } from './platform/cache-drops.js';
import { memoryCounters, redisCounters } from './platform/counters.js';
import { registerBroadcast } from './platform/broadcast.js';
import { registerEvents } from './platform/events/index.js';
import { registerJobs } from './platform/jobs/index.js';
import { createPasswordHasher } from './platform/password.js';
import { emailProviderFromConfig } from './platform/providers/email.js';
import { smsProviderFromConfig } from './platform/providers/sms.js';
import { loadServerSecrets } from './platform/secrets.js';
import { refusePublishedDemoLogins } from './seed/demo-credentials.js';
import { isDatabaseEmpty, seedDemo } from './seed/index.js';
import { seedReferenceData } from './seed/reference.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The area services, for in-process callers (CLI-like operations, e2e harnesses). */
    services: Services;
    database: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database; when omitted the app opens one from config and closes it on app.close(). */
  db?: Database;
  /** Replacements for the outside-world providers (tests pass fakes; default: from config). */
  providers?: Partial<Pick<PlatformDeps, 'sms' | 'email'>>;
  /**
   * The clock of scheduled work (the job runner's due periods, the contract settlement's ended periods);
   * default the machine's. The e2e site moves it forward to run a period's job, e.g. a daily salary.
   */
  clock?: () => Date;
}

/**
 * Applies migrations and reference data, then seeds demo data into a database nobody has used yet. In
 * production the demo accounts get random passwords, and a published one found in place stops start-up.
 */
export async function prepareDatabase(database: Database, config: Config): Promise<void> {
  const production = config.NODE_ENV === 'production';
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, {
      timeZone: config.SITE_TIMEZONE,
      credentials: production ? 'random' : 'published',
      paymentSandbox: config.PAYMENT_SANDBOX,
    });
  }
  if (production) await refusePublishedDemoLogins(database.db);
}

export async function buildApp({
  config,
  db,
  providers = {},
  clock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const database =
    db ??
    openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DATABASE_POOL_MAX,
    });
  try {
    await prepareDatabase(database, config);
    return await createServer(config, database, !db, providers, clock);
  } catch (error) {
    if (!db) await database.close();
    throw error;
  }
}

async function createServer(
  config: Config,
  database: Database,
  ownsDatabase: boolean,
  providers: BuildAppOptions['providers'] = {},
  clock: BuildAppOptions['clock'] = () => new Date(),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config),
    return503OnClosing: true,
    // Errors the router raises before any route (an over-long path parameter, a malformed URL) answer
    // in the envelope too.
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
  });
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost; the pool reconnects'));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checkContract: config.NODE_ENV !== 'production' }));
  registerResponseHeaders(app);
  registerErrorHandler(app);
  registerOperatorRouteCheck(app);
  registerPrivateAnswers(app);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerRateLimit(app, config, redis);
  await app.register(cookie);
  await app.register(formbody);
  await registerDocs(app, { describeOperatorApi: config.DOCS_OPERATOR_API });
  registerJobs(app, database, config, clock);

  const broadcast = registerBroadcast(app, redis);
  const platform: PlatformDeps = {
    secrets: await loadServerSecrets(database.db, config),
    counters: redis ? redisCounters(redis) : memoryCounters(),
    hasher: createPasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST }),
    sms: providers.sms ?? smsProviderFromConfig(config, database.db, app.log),
    email: providers.email ?? emailProviderFromConfig(config, database.db, app.log),
    events: registerEvents(app, database.db, config),
    cacheDrops: cacheDropsOver(broadcast),
    broadcast,
    clock,
  };
  const services = createServices(database.db, config, platform);
  app.decorate('services', services);
  app.decorate('database', database);
  const visitorOf = createVisitorResolver(config);
  app.decorate('endpointSupport', {
    authenticate: services.session.authenticate,
    authorizeOperator: (request, method, path) =>
      services.operators.authorize(request, method, path, visitorOf(request).ip),
    enc: services.session.enc,
    authLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 },
  });
  registerModules(app, services, visitorOf, config);
  registerCrawlerFiles(app, config);
  await registerConsoleApp(app, config);
  await registerWebApp(app, config, async (group) => {
    // A first visit sees the default language; a visitor who chose another gets a hint it does not use.
    const [first] = await services.content.getBanners(group, DEFAULT_LANGUAGE);
    return first ?? null;
  });
  return app;
}
