import {
  type AdminContractListQuerySchema,
  CONTRACT_FLAGS,
  CONTRACT_KINDS,
  formatCents,
  SALARY_PERIOD,
  type Contract,
  type ContractCallBodySchema,
  type ContractCallValue,
  type ContractFlags,
  type ContractKind,
  type ContractPage,
  type ContractPeriod,
  type ContractTier,
} from '@swerte/contracts';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { agentContracts, members } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import { isAgentType } from '../../platform/auth.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import { depthBelow } from './tree.repository.js';

/** How long an ended contract stays on the contract page as a notice to both sides. */
const ENDED_NOTICE_MS = 30 * 86_400_000;
import * as repo from './contract.repository.js';

type CallBody = z.output<typeof ContractCallBodySchema>;

export interface ContractActor {
  /** 'member:<id>' or 'operator:<id>'. */
  actor: string;
  ip: string | null;
}

export type AgentContractService = ReturnType<typeof createAgentContractService>;

/**
 * The contract lifecycle of §4: every change locks the rows it reads, happens in one transaction with
 * its audit row, and answers a catalogue error when the contract moved on meanwhile, so of an accept
 * and a terminate racing on one offer exactly one wins.
 */
export function createAgentContractService({ db }: { db: Db }) {
  async function requireEnabled(tx: Db | Tx, kind: ContractKind) {
    const setting = await repo.kindSetting(tx, kind);
    if (!setting?.enabled) throw new AppError('error_contract_kind_disabled');
    return setting;
  }

  async function flags(): Promise<ContractFlags> {
    const enabled = new Set((await repo.kindSettings(db)).filter((s) => s.enabled).map((s) => s.kind));
    const out = {} as ContractFlags;
    for (const kind of CONTRACT_KINDS) out[CONTRACT_FLAGS[kind]] = enabled.has(kind) ? 1 : 0;
    return out;
  }

  async function page(agentId: number, kind: ContractKind, pageSize = 30): Promise<ContractPage> {
    const mine = await repo.listContracts(
      db,
      and(
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'active']),
      ),
    );
    const given = await repo.listContracts(
      db,
      and(
        eq(agentContracts.uplineId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'active']),
      ),
    );
    const ended = await repo.listContracts(
      db,
      and(
        or(eq(agentContracts.agentId, agentId), eq(agentContracts.uplineId, agentId)),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['ended', 'withdrawn']),
        gte(agentContracts.endedAt, new Date(Date.now() - ENDED_NOTICE_MS)),
      ),
    );
    return {
      kind,
      contract: mine.find((c) => c.status === 'active') ?? null,
      offers: mine.filter((c) => c.status === 'offered'),
      given,
      // An offer the caller withdrew itself, or a contract it replaced, is no news to it.
      ended: ended
        .filter(
          (c) =>
            !(c.endReason === 'withdrawn' && c.uplineId === agentId) &&
            !(c.endReason === 'replaced' && c.agentId === agentId),
        )
        .sort((a, b) => (b.endedAt ?? '').localeCompare(a.endedAt ?? '')),
      rows: await repo.rowsOfAgent(db, agentId, kind, pageSize),
      paidTotal: formatCents(await repo.paidTotal(db, agentId, kind)),
    };
  }

  /** Checks tiers against a bound in basis points; error_contract_rate_range names the bound. */
  function checkRates(tiers: readonly ContractTier[], maxBp: number) {
    const stored = repo.tiersToStored(tiers);
    const top = Math.max(...stored.map((tier) => tier.rateBp));
    if (top > maxBp) throw new AppError('error_contract_rate_range', { max: repo.toRate(maxBp).toFixed(2) });
    return { stored, top };
  }

  async function insertOffer(
    tx: Tx,
    values: {
      kind: ContractKind;
      period: ContractPeriod;
      agentId: number;
      uplineId: number | null;
      tiers: ReturnType<typeof repo.tiersToStored>;
      topRateBp: number;
    },
    who: ContractActor,
  ): Promise<Contract> {
    const pending = await tx
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.agentId, values.agentId),
          eq(agentContracts.kind, values.kind),
          eq(agentContracts.status, 'offered'),
        ),
      );
    if (pending.length > 0) throw new AppError('error_contract_offer_pending');
    let id: number;
    try {
      const [row] = await tx
        .insert(agentContracts)
        .values({ ...values, offeredBy: who.actor })
        .returning({ id: agentContracts.id });
      id = row!.id;
    } catch (error) {
      if (uniqueViolation(error) === 'agent_contracts_offer_uq')
        throw new AppError('error_contract_offer_pending');
      throw error;
    }
    const contract = (await repo.contractById(tx, id))!;
    await writeAudit(tx, {
      actor: who.actor,
      action: 'agent.contract.offer',
      before: null,
      after: contract,
      ip: who.ip,
    });
    return contract;
  }

  /** An agent offers its direct sub-agent a share of its own contract of the kind. */
  async function offer(
    agentId: number,
    kind: ContractKind,
    body: Extract<CallBody, { action: 'offer' }>,
    who: ContractActor,
  ) {
    return runInTx((tx) => offerIn(tx, agentId, kind, body, who));
  }

  /** An offer inside the caller's transaction (account registration offers with the new member). */
  async function offerIn(
    tx: Tx,
    agentId: number,
    kind: ContractKind,
    body: Omit<Extract<CallBody, { action: 'offer' }>, 'action'>,
    who: ContractActor,
  ) {
    {
      await requireEnabled(tx, kind);
      const depth = await depthBelow(tx, agentId, body.downlineId);
      if (depth === null) throw new AppError('error_not_downline');
      const [target] = await tx
        .select({ isAgent: members.isAgent })
        .from(members)
        .where(eq(members.id, body.downlineId));
      if (depth !== 1 || !target || !isAgentType(target.isAgent)) throw new AppError('error_contract_target');
      const own = await repo.lockActiveOf(tx, agentId, kind);
      if (!own) throw new AppError('error_contract_none_own');
      // A downline's dividend settles on its upline's period, so the waterfall subtracts like from like.
      if (kind === 'dividend' && body.period && body.period !== own.period)
        throw new AppError('error_invalid_request');
      const { stored, top } = checkRates(body.tiers, own.topRateBp);
      return insertOffer(
        tx,
        {
          kind,
          period: own.period as ContractPeriod,
          agentId: body.downlineId,
          uplineId: agentId,
          tiers: stored,
          topRateBp: top,
        },
        who,
      );
    }
  }

  /** The operator offers a top agent (no upline agent) a contract within its kind's ceiling. */
  async function offerAsOperator(
    body: { agentId: number; kind: ContractKind; period?: ContractPeriod | undefined; tiers: ContractTier[] },
    who: ContractActor,
  ) {
    return runInTx(async (tx) => {
      const [agent] = await tx
        .select({ isAgent: members.isAgent, uplineId: members.uplineId })
        .from(members)
        .where(eq(members.id, body.agentId));
      if (!agent || !isAgentType(agent.isAgent)) throw new AppError('error_contract_target');
      if (agent.uplineId !== null) {
        const [upline] = await tx
          .select({ isAgent: members.isAgent })
          .from(members)
          .where(eq(members.id, agent.uplineId));
        if (upline && isAgentType(upline.isAgent)) throw new AppError('error_contract_target');
      }
      const ceiling = await repo.ceilingBp(tx, agent.isAgent, body.kind);
      if (ceiling === null) throw new AppError('error_contract_rate_range', { max: '0.00' });
      const { stored, top } = checkRates(body.tiers, ceiling);
      const period = body.kind === 'dividend' ? (body.period ?? 'monthly') : SALARY_PERIOD[body.kind];
      return insertOffer(
        tx,
        { kind: body.kind, period, agentId: body.agentId, uplineId: null, tiers: stored, topRateBp: top },
        who,
      );
    });
  }

  /** A contract the caller is party to, locked; anyone else's answers error_contract_not_found. */
  async function lockParty(tx: Tx, callerId: number, kind: ContractKind, contractId: number) {
    const row = await repo.lockContract(tx, contractId);
    if (!row || row.kind !== kind || (row.agentId !== callerId && row.uplineId !== callerId))
      throw new AppError('error_contract_not_found');
    return row;
  }

  async function accept(
    agentId: number,
    kind: ContractKind,
    contractId: number,
    confirmLower: boolean,
    who: ContractActor,
  ) {
    return runInTx(async (tx) => {
      await requireEnabled(tx, kind);
      const row = await lockParty(tx, agentId, kind, contractId);
      if (row.agentId !== agentId || row.status !== 'offered') throw new AppError('error_contract_state');
      const before = await repo.contractById(tx, row.id);
      const above = await tx
        .select({ id: agentContracts.id, topRateBp: agentContracts.topRateBp })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.uplineId, agentId),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.status, ['offered', 'active']),
          ),
        )
        .for('update');
      const lower = above.filter((given) => given.topRateBp > row.topRateBp).map((given) => given.id);
      if (lower.length > 0 && !confirmLower)
        throw new AppError('error_contract_confirm_lower', { contracts: lower });
      const now = new Date();
      if (lower.length > 0) {
        // Their own gifts below them end with them: a branch cannot share more than its top holds.
        for (const id of lower) {
          const [given] = await tx
            .update(agentContracts)
            .set({ status: 'ended', endReason: 'upline_rate_lowered', endedAt: now })
            .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'active')))
            .returning({ agentId: agentContracts.agentId });
          await tx
            .update(agentContracts)
            .set({ status: 'withdrawn', endReason: 'upline_rate_lowered', endedAt: now })
            .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'offered')));
          if (given) await repo.endGivenInBranch(tx, given.agentId, kind, 'upline_contract_ended');
        }
      }
      await tx
        .update(agentContracts)
        .set({ status: 'ended', endReason: 'replaced', endedAt: now })
        .where(
          and(
            eq(agentContracts.agentId, agentId),
            eq(agentContracts.kind, kind),
            eq(agentContracts.status, 'active'),
          ),
        );
      await tx
        .update(agentContracts)
        .set({ status: 'active', acceptedAt: now })
        .where(eq(agentContracts.id, row.id));
      const after = await repo.contractById(tx, row.id);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'agent.contract.accept',
        before,
        after: { ...after, endedBelow: lower },
        ip: who.ip,
      });
      return after!;
    });
  }

  async function reject(agentId: number, kind: ContractKind, contractId: number, who: ContractActor) {
    return runInTx(async (tx) => {
      await requireEnabled(tx, kind);
      const row = await lockParty(tx, agentId, kind, contractId);
      if (row.agentId !== agentId || row.status !== 'offered') throw new AppError('error_contract_state');
      return decide(tx, row.id, { status: 'rejected', endedAt: new Date() }, 'agent.contract.reject', who);
    });
  }

  /** The upline takes back its offer; an offer already answered is error_contract_state. */
  async function withdraw(callerId: number, kind: ContractKind, contractId: number, who: ContractActor) {
    return runInTx(async (tx) => {
      await requireEnabled(tx, kind);
      const row = await lockParty(tx, callerId, kind, contractId);
      if (row.uplineId !== callerId || row.status !== 'offered') throw new AppError('error_contract_state');
      return decide(
        tx,
        row.id,
        { status: 'withdrawn', endReason: 'withdrawn', endedAt: new Date() },
        'agent.contract.withdraw',
        who,
      );
    });
  }

  /**
   * On a contract in force either side asks to end it and the other side confirms by the same call (a
   * top agent's operator contract ends at the agent's ask). Ending a contract ends what the agent gave
   * below it of the same kind.
   */
  async function terminate(callerId: number, kind: ContractKind, contractId: number, who: ContractActor) {
    return runInTx(async (tx) => {
      await requireEnabled(tx, kind);
      const row = await lockParty(tx, callerId, kind, contractId);
      if (row.status !== 'active') throw new AppError('error_contract_state');
      const side = row.agentId === callerId ? 'agent' : 'upline';
      const otherSideAsked = row.terminationRequestedBy !== null && row.terminationRequestedBy !== side;
      if (otherSideAsked || row.uplineId === null) return endContract(tx, row, 'terminated', who);
      if (row.terminationRequestedBy === side) return (await repo.contractById(tx, row.id))!;
      return decide(tx, row.id, { terminationRequestedBy: side }, 'agent.contract.terminate_request', who);
    });
  }

  async function endContract(tx: Tx, row: repo.ContractRecord, reason: string, who: ContractActor) {
    const ended = await decide(
      tx,
      row.id,
      { status: 'ended', endReason: reason, endedAt: new Date() },
      'agent.contract.end',
      who,
    );
    await repo.endGivenInBranch(tx, row.agentId, row.kind as ContractKind, 'upline_contract_ended');
    return ended;
  }

  /**
   * A member moved to another upline by an operator: its contracts with the old upline, and those
   * given inside its branch, end (in the move's transaction).
   */
  async function endForMove(tx: Tx, memberId: number, who: ContractActor) {
    const held = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.agentId, memberId), inArray(agentContracts.status, ['offered', 'active'])))
      .for('update');
    for (const row of held) {
      if (row.status === 'offered')
        await decide(
          tx,
          row.id,
          { status: 'withdrawn', endReason: 'moved', endedAt: new Date() },
          'agent.contract.end',
          who,
        );
      else await endContract(tx, row, 'moved', who);
    }
  }

  async function decide(
    tx: Tx,
    id: number,
    change: Partial<typeof agentContracts.$inferInsert>,
    action: string,
    who: ContractActor,
  ): Promise<Contract> {
    const before = await repo.contractById(tx, id);
    await tx.update(agentContracts).set(change).where(eq(agentContracts.id, id));
    const after = (await repo.contractById(tx, id))!;
    await writeAudit(tx, { actor: who.actor, action, before, after, ip: who.ip });
    return after;
  }

  /** A unique-index race (two offers, two accepts) is the same answer as the check it raced past. */
  async function runInTx<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'agent_contracts_offer_uq') throw new AppError('error_contract_offer_pending');
      if (index === 'agent_contracts_active_uq') throw new AppError('error_contract_state');
      throw error;
    }
  }

  /** One §7 contract call: an action of the lifecycle, answered with the caller's page after it. */
  async function call(
    agentId: number,
    kind: ContractKind,
    body: CallBody,
    who: ContractActor,
  ): Promise<ContractCallValue> {
    let touched: Contract | null = null;
    switch (body.action) {
      case 'info':
        await requireEnabled(db, kind);
        return { ...(await page(agentId, kind, body.pageSize)), touched };
      case 'offer':
        touched = await offer(agentId, kind, body, who);
        break;
      case 'accept':
        touched = await accept(agentId, kind, body.contractId, body.confirmLower, who);
        break;
      case 'reject':
        touched = await reject(agentId, kind, body.contractId, who);
        break;
      case 'withdraw':
        touched = await withdraw(agentId, kind, body.contractId, who);
        break;
      case 'terminate':
        touched = await terminate(agentId, kind, body.contractId, who);
        break;
    }
    return { ...(await page(agentId, kind)), touched };
  }

  /** The operator's view of one agent: every contract it holds or gave, and its rows. */
  async function ofAgent(agentId: number) {
    return {
      contracts: await repo.listContracts(
        db,
        or(eq(agentContracts.agentId, agentId), eq(agentContracts.uplineId, agentId)),
      ),
      rows: await repo.rowsOfAgent(db, agentId, null, 200),
    };
  }

  /** Every agent's contracts for the console: the filters given, newest first, keyset paged by id. */
  async function list(query: z.output<typeof AdminContractListQuerySchema>) {
    const found = await repo.listContracts(
      db,
      and(
        query.agentId === undefined ? undefined : eq(agentContracts.agentId, query.agentId),
        query.kind === undefined ? undefined : eq(agentContracts.kind, query.kind),
        query.status === undefined ? undefined : eq(agentContracts.status, query.status),
        query.after === undefined ? undefined : lt(agentContracts.id, query.after),
      ),
      query.size + 1,
    );
    const shown = found.slice(0, query.size);
    return { list: shown, nextCursor: found.length > query.size ? (shown.at(-1)?.id ?? null) : null };
  }

  return {
    flags,
    list,
    page,
    call,
    offer,
    offerIn,
    offerAsOperator,
    accept,
    reject,
    withdraw,
    terminate,
    endForMove,
    ofAgent,
    requireEnabled,
  };
}
