import type {
  AGENT_TYPES,
  AdminAgentApplication,
  AgentApplication,
  AgentApplyBodySchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import { isAgentType } from '../../platform/auth.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { MemberService } from '../member/member.service.js';
import * as repo from './agent-application.repository.js';
import { ensureAffiliateCode } from './tree.repository.js';

type ApplyBody = z.output<typeof AgentApplyBodySchema>;

/** The account type an approved applicant gets: the plain agent of §1's agent types. */
export const APPROVED_AGENT_TYPE: (typeof AGENT_TYPES)[number] = 1;

export interface OperatorActor {
  operatorId: number;
  ip: string | null;
}

export interface AgentApplicationDeps {
  db: Db;
  members: Pick<MemberService, 'findById' | 'update'>;
  now?: () => Date;
}
export type AgentApplicationService = ReturnType<typeof createAgentApplicationService>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toApplication(row: repo.ApplicationRow): AgentApplication {
  return {
    id: row.id,
    status: row.status,
    contactName: row.contactName,
    contact: row.contact,
    channel: row.channel,
    teamSize: row.teamSize,
    note: row.note,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

function toAdminApplication(row: repo.ApplicationView): AdminAgentApplication {
  return { ...toApplication(row), memberId: row.memberId, username: row.username, decidedBy: row.decidedBy };
}

/**
 * Agent applications: a real member applies (one pending at a time), an operator approves (the member
 * becomes an agent with an affiliate code in the same transaction) or rejects with a remark; each
 * decision is audited.
 */
export function createAgentApplicationService({ db, members, now = () => new Date() }: AgentApplicationDeps) {
  /** The caller's isAgent is read per request from the member row, so an agent is refused here at once. */
  async function apply(member: { memberId: number; isAgent: number }, body: ApplyBody) {
    if (isAgentType(member.isAgent)) throw new AppError('error_already_agent');
    const row = await repo.insertPending(db, { ...body, memberId: member.memberId });
    if (!row) throw new AppError('error_agent_application_pending');
    return toApplication(row);
  }

  async function mine(memberId: number) {
    const row = await repo.findLatestOfMember(db, memberId);
    return row ? toApplication(row) : null;
  }

  async function list(query: { status: repo.ApplicationStatus; after?: number | undefined; size: number }) {
    const rows = await repo.listByStatus(db, query);
    const page = rows.slice(0, query.size);
    return {
      list: page.map(toAdminApplication),
      nextCursor: rows.length > query.size ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** The application locked; error_agent_application_decided unless it is still pending. */
  async function pendingOf(tx: Tx, id: number) {
    const row = await repo.lockById(tx, id);
    if (!row) throw new AppError('error_not_found');
    if (row.status !== 'pending') throw new AppError('error_agent_application_decided');
    return row;
  }

  async function viewOf(tx: Tx, id: number) {
    const view = await repo.findView(tx, id);
    if (!view) throw new AppError('error_not_found');
    return toAdminApplication(view);
  }

  const approve = (id: number, remark: string, by: OperatorActor) =>
    db.transaction(async (tx) => {
      const row = await pendingOf(tx, id);
      const member = await members.findById(row.memberId, tx);
      if (!member) throw new AppError('error_not_found');
      // A trial account cannot apply; one made an agent meanwhile keeps its own type.
      if (isAgentType(member.isAgent)) throw new AppError('error_already_agent');
      await members.update(row.memberId, { isAgent: APPROVED_AGENT_TYPE }, tx);
      // The code that places the agent's recruits under it (/register?referralCode=, the affiliate check).
      const affiliateCode = await ensureAffiliateCode(tx, row.memberId);
      const decision = { status: 'approved' as const, remark, decidedBy: by.operatorId, decidedAt: now() };
      await repo.decide(tx, id, decision);
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        ip: by.ip,
        action: 'agent.application.approve',
        before: { id, memberId: row.memberId, status: row.status, isAgent: member.isAgent },
        after: {
          id,
          memberId: row.memberId,
          status: 'approved',
          isAgent: APPROVED_AGENT_TYPE,
          affiliateCode,
          remark,
        },
      });
      return viewOf(tx, id);
    });

  const reject = (id: number, remark: string, by: OperatorActor) =>
    db.transaction(async (tx) => {
      const row = await pendingOf(tx, id);
      await repo.decide(tx, id, { status: 'rejected', remark, decidedBy: by.operatorId, decidedAt: now() });
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        ip: by.ip,
        action: 'agent.application.reject',
        before: { id, memberId: row.memberId, status: row.status },
        after: { id, memberId: row.memberId, status: 'rejected', remark },
      });
      return viewOf(tx, id);
    });

  return { apply, mine, list, approve, reject };
}
