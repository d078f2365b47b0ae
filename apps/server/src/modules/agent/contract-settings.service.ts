import type {
  ContractKind,
  ContractSettings,
  ContractSettingsBodySchema,
  RateCeiling,
} from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agentContractKinds, agentRateCeilings } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import * as repo from './contract.repository.js';

/** The operator's contract settings: which kinds are on, who pays, carried losses, rate ceilings. */
export function createContractSettingsService({ db }: { db: Db }) {
  async function read(from: Db | Tx = db): Promise<ContractSettings> {
    const kinds = await repo.kindSettings(from);
    const ceilings = await from
      .select()
      .from(agentRateCeilings)
      .orderBy(agentRateCeilings.isAgent, agentRateCeilings.kind);
    return {
      kinds: kinds.map((k) => ({
        kind: k.kind as ContractKind,
        enabled: k.enabled,
        payer: k.payer,
        carryLoss: k.carryLoss,
      })),
      ceilings: ceilings.map((c) => ({
        isAgent: c.isAgent as RateCeiling['isAgent'],
        kind: c.kind as ContractKind,
        maxRate: repo.toRate(c.maxRateBp),
      })),
    };
  }

  async function save(
    body: z.output<typeof ContractSettingsBodySchema>,
    who: { actor: string; ip: string | null },
  ) {
    return db.transaction(async (tx) => {
      const before = await read(tx);
      for (const kind of body.kinds)
        await tx
          .insert(agentContractKinds)
          .values({ ...kind, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: agentContractKinds.kind,
            set: {
              enabled: kind.enabled,
              payer: kind.payer,
              carryLoss: kind.carryLoss,
              updatedAt: sql`now()`,
            },
          });
      for (const ceiling of body.ceilings)
        await tx
          .insert(agentRateCeilings)
          .values({ isAgent: ceiling.isAgent, kind: ceiling.kind, maxRateBp: repo.toBp(ceiling.maxRate) })
          .onConflictDoUpdate({
            target: [agentRateCeilings.isAgent, agentRateCeilings.kind],
            set: { maxRateBp: repo.toBp(ceiling.maxRate) },
          });
      const after = await read(tx);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'agent.contract.settings',
        before,
        after,
        ip: who.ip,
      });
      return after;
    });
  }

  return { read, save };
}

export type ContractSettingsService = ReturnType<typeof createContractSettingsService>;
