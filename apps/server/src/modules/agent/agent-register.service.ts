import type { AgentRegisterBodySchema, AgentRegisterValue, Contract, Language } from '@swerte/contracts';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.js';
import type { DownlineInput } from '../member/register.service.js';
import type { AgentContractService } from './contract.service.js';
import { ensureAffiliateCode } from './tree.repository.js';

type Body = z.output<typeof AgentRegisterBodySchema>;

/** The member area's registration of a downline member (register.service registerDownline). */
export interface DownlineRegistrar {
  registerDownline(
    agentId: number,
    input: DownlineInput,
    language: Language,
    then: (tx: Tx, memberId: number) => Promise<void>,
  ): Promise<{ id: number; username: string; isAgent: number }>;
}

/** isAgent of a sub-agent an agent makes (modules/agent/README.md, account kinds). */
const SUB_AGENT = 2;

/**
 * Account registration in the agent centre: the member (its date of birth and limits checked against
 * its jurisdiction as the registration form's are), a sub-agent's affiliate code and its contract
 * offers in one transaction, so a refused offer (a rate above the agent's own) makes no account.
 */
export function createAgentRegisterService(deps: {
  registrar: DownlineRegistrar;
  contracts: Pick<AgentContractService, 'offerIn'>;
}) {
  async function register(
    agentId: number,
    body: Body,
    language: Language,
    client: { ip: string; country: string | null },
  ): Promise<AgentRegisterValue> {
    const { ip, country } = client;
    const asAgent = body.kind === 'agent';
    const offered: Contract[] = [];
    const member = await deps.registrar.registerDownline(
      agentId,
      {
        username: body.username,
        password: body.password,
        isAgent: asAgent ? SUB_AGENT : 0,
        dateOfBirth: body.dateOfBirth,
        limits: body.limits,
        country,
        ip,
      },
      language,
      async (tx, memberId) => {
        if (!asAgent) return;
        await ensureAffiliateCode(tx, memberId);
        for (const terms of body.contracts)
          offered.push(
            await deps.contracts.offerIn(
              tx,
              agentId,
              terms.kind,
              { downlineId: memberId, tiers: terms.tiers, period: terms.period },
              { actor: `member:${agentId}`, ip },
            ),
          );
      },
    );
    return { id: member.id, username: member.username, isAgent: member.isAgent, contracts: offered };
  }

  return { register };
}

export type AgentRegisterService = ReturnType<typeof createAgentRegisterService>;
