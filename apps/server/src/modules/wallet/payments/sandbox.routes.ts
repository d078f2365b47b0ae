import { PAYMENTS_PATHS, type Deposit } from '@swerte/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../platform/envelope.js';
import type { ClientOf } from '../../session/session.routes.js';
import type { DepositService } from './deposit.service.js';
import type { SandboxGateway } from './sandbox-gateway.service.js';

/** Gateways send small bodies; anything larger is not a callback. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

export interface SandboxRouteDeps {
  gateway: SandboxGateway;
  deposits: Pick<DepositService, 'findByOrderNo'>;
  clientOf: ClientOf;
  siteName: () => Promise<string>;
}

/**
 * The gateway's callback (raw body, so the signature covers exactly the bytes sent) and the sandbox's
 * own pay page, which stands in for a real provider's hosted page.
 */
export function registerSandboxRoutes(app: FastifyInstance, deps: SandboxRouteDeps): void {
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      PAYMENTS_PATHS.sandboxCallback,
      { schema: { summary: 'Sandbox gateway callback (signed raw JSON body)', tags: ['payments'] } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-sandbox-signature'];
        const outcome = await deps.gateway.handleCallback(
          raw,
          typeof signature === 'string' ? signature : undefined,
          deps.clientOf(request).ip,
        );
        return successEnvelope(request, outcome);
      },
    );
    done();
  });
  registerPayPage(app, deps);
}

function registerPayPage(app: FastifyInstance, deps: SandboxRouteDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ orderNo: z.string().regex(/^D\d{16}$/) });
  const schema = { summary: 'Sandbox gateway pay page', tags: ['payments'], hide: true, params };

  async function pending(orderNo: string, token: string | undefined): Promise<Deposit | null> {
    if (!deps.gateway.isPageToken(orderNo, token)) return null;
    return deps.deposits.findByOrderNo(orderNo);
  }

  typed.get(
    PAYMENTS_PATHS.sandboxPay,
    { schema: { ...schema, querystring: z.object({ t: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const deposit = await pending(request.params.orderNo, request.query.t);
      if (!deposit) return sendPage(reply, 404, 'Not found', '<p>This payment link is not valid.</p>');
      const site = escapeHtml(await deps.siteName());
      const body =
        deposit.status === 'pending'
          ? `<p>Pay <strong>PHP ${escapeHtml(deposit.amount)}</strong> to ${site}</p>
<p class="order">Order ${escapeHtml(deposit.orderNo)}</p>
<form method="post">
<input type="hidden" name="t" value="${escapeHtml(request.query.t ?? '')}">
<button name="action" value="pay">Pay</button>
<button name="action" value="cancel" class="secondary">Cancel</button>
</form>`
          : `<p>This order is ${escapeHtml(deposit.status)}.</p><p><a href="/">Back to ${site}</a></p>`;
      return sendPage(reply, 200, 'Sandbox payment', body);
    },
  );

  typed.post(
    PAYMENTS_PATHS.sandboxPay,
    {
      schema: {
        ...schema,
        body: z.object({ t: z.string().max(64), action: z.enum(['pay', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const deposit = await pending(request.params.orderNo, request.body.t);
      if (!deposit) return sendPage(reply, 404, 'Not found', '<p>This payment link is not valid.</p>');
      // The gateway calls the site back over HTTP; in the sandbox it is the same server.
      const callback = deps.gateway.buildCallback(deposit, request.body.action === 'pay' ? 'paid' : 'failed');
      const response = await app.inject({
        method: 'POST',
        url: PAYMENTS_PATHS.sandboxCallback,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': callback.signature },
        payload: callback.body,
      });
      const result = response.json<{ success: boolean; value: { status?: string } | null }>();
      const status = result.success ? (result.value?.status ?? 'unknown') : 'not changed';
      const site = escapeHtml(await deps.siteName());
      return sendPage(
        reply,
        200,
        'Sandbox payment',
        `<p>Order ${escapeHtml(deposit.orderNo)}: ${escapeHtml(status)}.</p><p><a href="/">Back to ${site}</a></p>`,
      );
    },
  );
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f1fb;color:#1f1633;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 4px 24px #6142bf22;max-width:360px;width:calc(100% - 32px)}
h1{font-size:18px;color:#6142bf;margin:0 0 12px}.order{color:#666;font-size:13px}
button{font-size:16px;padding:10px 18px;border-radius:8px;border:0;background:#6142bf;color:#fff;margin-right:8px;cursor:pointer}
button.secondary{background:#e6e1f5;color:#1f1633}
</style></head>
<body><main><h1>${escapeHtml(title)} (sandbox)</h1>${body}</main></body></html>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
