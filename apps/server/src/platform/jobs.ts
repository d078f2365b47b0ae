import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` while the app is up (from ready until close), one run at a time. Every
 * job must be idempotent: several server nodes run the same jobs side by side.
 */
export function repeatWhileUp(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'job failed'))
      .finally(() => (running = null));
  };
  app.addHook('onReady', () => {
    timer = setInterval(tick, intervalMs);
    // A job never keeps the process alive on its own.
    timer.unref();
    return Promise.resolve();
  });
  // Before the database closes: stop scheduling, and let a run under way finish.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
