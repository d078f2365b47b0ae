import { VENDOR_WALLET_PATHS } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { signVendorBody } from '../src/modules/vendor-wallet/vendor-auth.js';
import type { makeMember } from './auth-helpers.js';
import { walletMember } from './wallet-helpers.js';

type Op = keyof typeof VENDOR_WALLET_PATHS;
export interface VendorAnswer {
  success: boolean;
  code: string;
  value: Record<string, unknown> | null;
}

/** A seamless vendor's calls as the vendor sends them: raw JSON bodies signed with its secret. */
export function vendorCalls(app: FastifyInstance, defaultVendor: string) {
  async function call(
    op: Op,
    body: object,
    options: { vendor?: string; secret?: string; age?: number } = {},
  ) {
    const vendor = options.vendor ?? defaultVendor;
    const payload = JSON.stringify({
      timestamp: Math.floor(Date.now() / 1000) - (options.age ?? 0),
      ...body,
    });
    const secret = options.secret ?? app.services.vendorWallet.secretOf({ vassalage: vendor });
    const response = await app.inject({
      method: 'POST',
      url: VENDOR_WALLET_PATHS[op],
      headers: {
        'content-type': 'application/json',
        'x-vendor-id': vendor,
        'x-signature': signVendorBody(secret, payload),
      },
      payload,
    });
    return { status: response.statusCode, ...response.json<VendorAnswer>() };
  }

  /** A funded member and the playerId the vendor got for it through a launch token. */
  async function player(username: string, cash = 10_000n, extra?: Parameters<typeof makeMember>[3]) {
    const m = await walletMember(app, username, { cash, ...(extra ? { extra } : {}) });
    const launchToken = await app.services.launchTokens.issueLaunchToken(m.id, defaultVendor, 'reels-1');
    const auth = await call('authenticate', { launchToken });
    if (!auth.success) throw new Error(`authenticate answered ${auth.code}`);
    return { id: m.id, playerId: String(auth.value?.playerId), launchToken };
  }

  return {
    call,
    player,
    debit: (playerId: string, txId: string, roundId: string, amount: string) =>
      call('debit', { playerId, txId, roundId, gameCode: 'reels-1', amount }),
    credit: (playerId: string, txId: string, roundId: string, amount: string) =>
      call('credit', { playerId, txId, roundId, amount }),
  };
}
