import type { FastifyInstance } from 'fastify';

/**
 * An answer to a call that carries a token is about its caller (balances, records, personal details):
 * no browser, proxy or shared cache may keep it, whatever the route would have said.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  // A synchronous hook: answers that carry no token pay one header check and nothing more.
  app.addHook('onSend', (request, reply, payload, done) => {
    const current = reply.getHeader('cache-control');
    if (request.headers.authorization && !String(current ?? '').includes('no-store'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
