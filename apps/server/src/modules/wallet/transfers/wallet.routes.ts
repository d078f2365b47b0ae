import { walletEndpoints, type ContractFlags } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../../platform/auth.js';
import { registerEndpoint } from '../../../platform/route.js';
import type { ClientOf } from '../../session/session.routes.js';
import type { WalletService } from './wallet.service.js';

export function registerWalletRoutes(
  app: FastifyInstance,
  wallet: WalletService,
  clientOf: ClientOf,
  /** The agent contracts' §3 flags, which the consolidated call carries (POST as the GET). */
  contractFlags: () => Promise<ContractFlags>,
): void {
  registerEndpoint(
    app,
    walletEndpoints.balance,
    ({ request }) => {
      const member = requireMember(request);
      return wallet.getBalance(member.memberId, member.isAgent);
    },
    { openWhenExcluded: true },
  );
  registerEndpoint(
    app,
    walletEndpoints.transfer,
    ({ body, request }) => wallet.transfer(requireMember(request).memberId, body),
    { guard: 'realAccount' },
  );
  registerEndpoint(
    app,
    walletEndpoints.merchantWallet,
    ({ request }) => wallet.getMerchantWallet(requireMember(request).memberId),
    { guard: 'realAccount' },
  );
  registerEndpoint(
    app,
    walletEndpoints.consolidate,
    async ({ request }) => ({
      ...(await wallet.consolidate(requireMember(request).memberId)),
      ...(await contractFlags()),
    }),
    { guard: 'realAccount' },
  );
  registerEndpoint(
    app,
    walletEndpoints.transferUpline,
    ({ body, request }) => wallet.transferUpline(requireMember(request).memberId, body, clientOf(request).ip),
    // The payment password is guessable by repetition: the auth limit on top of its own lockout.
    { guard: 'realAccount', limit: 'auth' },
  );
}
