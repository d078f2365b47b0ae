import type { DepositMethod } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, operatorHeaders } from '../../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  FIRE_PAYMENT_PASSWORD,
  FIRE_VENDOR,
  expectLedgerInvariants,
  injectSend,
  playMember,
  vendorCaller,
  type FireDeps,
  type FireMember,
} from '../../../../test/ledger-fire.js';
import { creditCash } from '../../../../test/wallet-helpers.js';

// Sized for CI: on the embedded database transactions run one at a time, so this stays well under a minute.
const MEMBERS = 6;
const STEPS = 24;
const START_CENTS = 50_000;

let t: TestApp;
let deps: FireDeps;
beforeAll(async () => {
  t = await buildTestApp();
  const api = memberCalls(t.app);
  const probe = await memberSession(t.app, 'fireprobe');
  const methods = (await api.json(probe, 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
  deps = {
    app: t.app,
    vendor: vendorCaller(t.app.services.vendorWallet.secretOf({ vassalage: FIRE_VENDOR }), injectSend(t.app)),
    finance: await operatorHeaders(t.app, 'firefinance', 'finance'),
    bankMethodId: methods.find((m) => m.kind === 'bank')!.id,
  };
});
afterAll(async () => {
  await t.close();
});

/** A funded member with a payment password and a withdrawal account, and the player id its vendor got. */
async function fireMember(username: string): Promise<FireMember> {
  const session = await memberSession(t.app, username, {
    paymentPassword: FIRE_PAYMENT_PASSWORD,
    payeeName: 'Ana Reyes',
  });
  await creditCash(t.app, session.id, BigInt(START_CENTS), `test-credit:${username}`);
  const added = await memberCalls(t.app).enc(session, 'POST', '/wps/member/bankAccounts', {
    bankCode: 'GCASH',
    accountName: 'Ana Reyes',
    accountNumber: '09171234567',
    paymentPassword: FIRE_PAYMENT_PASSWORD,
  });
  expect(added.status).toBe(200);
  const launchToken = await t.app.services.launchTokens.issueLaunchToken(session.id, FIRE_VENDOR, 'reels-1');
  const auth = await deps.vendor('authenticate', { launchToken });
  expect(auth.success).toBe(true);
  return { session, playerId: String(auth.value?.playerId), expectedCash: START_CENTS, withdrawals: 0 };
}

describe('ledger under fire', () => {
  it('keeps every invariant through concurrent bets, wins, rollbacks, replays, deposits and withdrawals', async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => fireMember(`fire${i}`)));
    await Promise.all(members.map((member, i) => playMember(deps, member, 1000 + i, STEPS, 'fire')));
    await expectLedgerInvariants(t.app, members);
  }, 90_000);
});
