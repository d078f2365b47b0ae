import {
  adminContractEndpoints,
  agentAccountEndpoints,
  agentContractEndpoints,
  CONTRACT_KINDS,
  SALARY_PERIOD,
  type ContractKind,
  type ContractPeriod,
  type Language,
  type Notice,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAgent, requireMember, requireOperator } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import { lastEndedPeriod, periodAt } from './contract-periods.js';
import type { AgentRegisterService } from './agent-register.service.js';
import type { AgentContractService } from './contract.service.js';
import type { ContractSettingsService } from './contract-settings.service.js';
import type { ContractSettlementService } from './contract-settlement.service.js';

export interface ContractModuleDeps {
  contracts: AgentContractService;
  settings: ContractSettingsService;
  settlement: ContractSettlementService;
  register: AgentRegisterService;
  /** The content area's notices for agents (type AG). */
  agentNotices: (language: Language) => Promise<Notice[]>;
  ipOf: (request: FastifyRequest) => string;
  /** The visitor's country from a trusted proxy (null: unknown), which decides a new member's jurisdiction. */
  countryOf: (request: FastifyRequest) => string | null;
  timeZone: string;
}

/**
 * When each (kind, period) settles: a little after its period ends, so the outbox has delivered the
 * period's last bets to the aggregates; the real-time salary every five minutes (§9).
 */
export const CONTRACT_SCHEDULES: {
  kind: ContractKind;
  period: ContractPeriod;
  cron?: string;
  everySeconds?: number;
}[] = [
  { kind: 'realtime_salary', period: 'realtime', everySeconds: 300 },
  { kind: 'hourly_salary', period: 'hourly', cron: '2 * * * *' },
  { kind: 'daily_salary', period: 'daily', cron: '10 0 * * *' },
  { kind: 'dividend', period: 'daily', cron: '20 0 * * *' },
  { kind: 'dividend', period: 'weekly', cron: '25 0 * * 1' },
  { kind: 'dividend', period: 'semimonthly', cron: '30 0 1,16 * *' },
  { kind: 'dividend', period: 'monthly', cron: '35 0 1 * *' },
];

export function registerContractModule(app: FastifyInstance, deps: ContractModuleDeps): void {
  const { contracts, settings, settlement, register, agentNotices, ipOf, countryOf, timeZone } = deps;
  registerEndpoint(
    app,
    agentAccountEndpoints.announcements,
    async ({ request }) => {
      requireAgent(request);
      return { list: await agentNotices(requestLanguage(request)) };
    },
    { guard: 'agent' },
  );
  registerEndpoint(
    app,
    agentAccountEndpoints.register,
    ({ request, body }) =>
      register.register(requireAgent(request).memberId, body, requestLanguage(request), {
        ip: ipOf(request),
        country: countryOf(request),
      }),
    { guard: 'agent', limit: 'auth' },
  );
  for (const kind of CONTRACT_KINDS)
    registerEndpoint(
      app,
      agentContractEndpoints[kind],
      ({ request, body }) => {
        const agentId = requireAgent(request).memberId;
        return contracts.call(agentId, kind, body, { actor: `member:${agentId}`, ip: ipOf(request) });
      },
      { guard: 'agent' },
    );
  registerEndpoint(app, agentContractEndpoints.flags, ({ request }) => {
    requireMember(request);
    return contracts.flags();
  });

  const operator = (request: FastifyRequest) => ({
    actor: `operator:${requireOperator(request).operatorId}`,
    ip: ipOf(request),
  });
  const a = adminContractEndpoints;
  registerEndpoint(app, a.settings, () => settings.read());
  registerEndpoint(app, a.saveSettings, ({ request, body }) => settings.save(body, operator(request)));
  registerEndpoint(app, a.list, ({ query }) => contracts.list(query));
  registerEndpoint(app, a.ofAgent, ({ params }) => contracts.ofAgent(Number(params.id)));
  registerEndpoint(app, a.offer, ({ request, body }) => contracts.offerAsOperator(body, operator(request)));
  registerEndpoint(app, a.runs, ({ query }) => settlement.runs(query.kind, query.limit));
  registerEndpoint(app, a.runRows, ({ params }) => settlement.runRows(Number(params.id)));
  registerEndpoint(app, a.settle, async ({ request, body }) => {
    const by = operator(request);
    const period = body.kind === 'dividend' ? (body.period ?? 'monthly') : SALARY_PERIOD[body.kind];
    const run = await settlement.settle(body.kind, periodAt(period, new Date(body.at), timeZone), by);
    if (!run) throw new AppError('error_contract_kind_disabled');
    return run;
  });

  for (const schedule of CONTRACT_SCHEDULES) {
    const name = `agent-contracts-${schedule.kind}-${schedule.period}`.replaceAll('_', '-');
    const run = ({ period }: { period: Date }) =>
      settlement.settle(schedule.kind, lastEndedPeriod(schedule.period, period, timeZone));
    if (schedule.everySeconds) app.jobs.every(name, schedule.everySeconds, run, { expireSeconds: 240 });
    else app.jobs.cron(name, schedule.cron!, run, { expireSeconds: 600 });
  }
}
