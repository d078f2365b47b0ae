import {
  adminMemberCareEndpoints as api,
  MemberBankAccountParamsSchema,
  MemberCareParamsSchema,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOperator } from '../../platform/auth.js';
import { registerEndpoint } from '../../platform/route.js';
import type { BankAccountService } from './bank-accounts.service.js';
import type { NotesService } from './notes/notes.service.js';

/** The console's care of one member: their withdrawal accounts and operators' notes. */
export function registerMemberCareRoutes(
  app: FastifyInstance,
  deps: {
    bankAccounts: Pick<BankAccountService, 'adminList' | 'verify' | 'adminRemove'>;
    notes: NotesService;
    ipOf: (request: FastifyRequest) => string;
  },
): void {
  const { bankAccounts, notes, ipOf } = deps;
  const by = (request: FastifyRequest) => ({
    operatorId: requireOperator(request).operatorId,
    ip: ipOf(request),
  });
  const memberOf = (params: unknown) => MemberCareParamsSchema.parse(params).id;
  const accountOf = (params: unknown) => MemberBankAccountParamsSchema.parse(params);

  registerEndpoint(app, api.bankAccounts, ({ params }) => bankAccounts.adminList(memberOf(params)));
  registerEndpoint(app, api.verifyBankAccount, ({ params, request }) => {
    const { id, accountId } = accountOf(params);
    return bankAccounts.verify(id, accountId, by(request));
  });
  registerEndpoint(app, api.removeBankAccount, ({ params, body, request }) => {
    const { id, accountId } = accountOf(params);
    return bankAccounts.adminRemove(id, accountId, body.reason, by(request));
  });
  registerEndpoint(app, api.notes, ({ params, query }) => notes.list(memberOf(params), query));
  registerEndpoint(app, api.addNote, ({ params, body, request }) =>
    notes.add(memberOf(params), body.text, by(request)),
  );
}
