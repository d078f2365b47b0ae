import type { OperatorRole } from '@swerte/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { accountKey } from '../src/modules/wallet/ledger/index.js';
import { makeMember } from './auth-helpers.js';

/** A bearer header for a fresh session of the member (no login round: tests of what members do). */
export async function bearerFor(app: FastifyInstance, memberId: number): Promise<{ authorization: string }> {
  const token = await app.services.session.tokens.issue(app.database.db, memberId, 'session', {
    ip: '127.0.0.1',
    userAgent: null,
  });
  return { authorization: `Bearer ${token}` };
}

/** A member with a session, and optionally cash in the wallet (credited through the ledger). */
export async function walletMember(
  app: FastifyInstance,
  username: string,
  options: { cash?: bigint; extra?: Parameters<typeof makeMember>[3] } = {},
) {
  const row = await makeMember(app, username, 'Login1234', options.extra);
  if (options.cash) await creditCash(app, row.id, options.cash, `test-credit:${username}`);
  return { id: row.id, headers: await bearerFor(app, row.id) };
}

export async function creditCash(app: FastifyInstance, memberId: number, cents: bigint, key: string) {
  const { ledger } = app.services.wallet;
  await app.database.db.transaction((tx) =>
    ledger.post(tx, {
      idempotencyKey: key,
      kind: 'adjust',
      memberId,
      actor: 'system',
      postings: [
        { accountKey: accountKey.cash(memberId), amount: cents },
        { accountKey: accountKey.house('adjustments'), amount: -cents },
      ],
    }),
  );
}

/** An operator account made through the same service the CLI uses. */
export function makeOperator(app: FastifyInstance, username: string, role: OperatorRole, password: string) {
  return app.services.operators.addOperator({ username, role, password }, { actor: 'test' });
}

/** One JSON call, answering status, code and value. */
export async function callJson(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const body = response.json<{ code: string; value: Record<string, unknown> | null }>();
  return { status: response.statusCode, code: body.code, value: body.value };
}
