import { BankAccountParamsSchema, securityCenterEndpoints as api } from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/auth.js';
import { requestLanguage as lang } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { ClientOf } from '../../platform/client-context.js';
import type { BankAccountService } from './bank-accounts.service.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import type { SecurityCenterService } from './security-center.service.js';

export interface SecurityCenterRouteDeps {
  securityCenter: SecurityCenterService;
  paymentPasswords: PaymentPasswordService;
  bankAccounts: BankAccountService;
  clientOf: ClientOf;
}

/** "My account" (securityCenter): real accounts only (§5: the member centre is not for trial accounts). */
export function registerSecurityCenterRoutes(app: FastifyInstance, deps: SecurityCenterRouteDeps): void {
  const { securityCenter, paymentPasswords, bankAccounts, clientOf } = deps;
  const real = { guard: 'realAccount' } as const;
  const guarded = { guard: 'realAccount', limit: 'auth' } as const;
  const who = (request: Parameters<ClientOf>[0]) => ({
    memberId: requireMember(request).memberId,
    ip: clientOf(request).ip,
  });

  registerEndpoint(app, api.profile, ({ request }) => securityCenter.getProfile(who(request).memberId), real);
  registerEndpoint(
    app,
    api.updateProfile,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return securityCenter.updateProfile(memberId, body, ip, lang(request));
    },
    real,
  );
  registerEndpoint(
    app,
    api.paymentPassword,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return paymentPasswords.setPaymentPassword(memberId, body, ip, lang(request));
    },
    guarded,
  );
  registerEndpoint(
    app,
    api.mobileCode,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return securityCenter.sendMobileCode(memberId, body, ip, lang(request));
    },
    guarded,
  );
  registerEndpoint(
    app,
    api.bindMobile,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return securityCenter.bindMobile(memberId, body, ip, lang(request));
    },
    guarded,
  );
  registerEndpoint(
    app,
    api.emailCode,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return securityCenter.sendEmailCode(memberId, body.email, ip);
    },
    guarded,
  );
  registerEndpoint(
    app,
    api.bindEmail,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return securityCenter.bindEmail(memberId, body, ip, lang(request));
    },
    guarded,
  );
  registerBankAccountRoutes(app, bankAccounts, who);
}

function registerBankAccountRoutes(
  app: FastifyInstance,
  bankAccounts: BankAccountService,
  who: (request: Parameters<ClientOf>[0]) => { memberId: number; ip: string },
) {
  const real = { guard: 'realAccount' } as const;
  const idOf = (params: unknown) => BankAccountParamsSchema.parse(params).id;
  registerEndpoint(app, api.banks, () => bankAccounts.listBanks(), real);
  // The withdrawal page of a self-excluded member's withdrawal-only token lists the payout accounts.
  registerEndpoint(app, api.bankAccounts, ({ request }) => bankAccounts.list(who(request).memberId), {
    ...real,
    openWhenExcluded: true,
  });
  registerEndpoint(
    app,
    api.addBankAccount,
    ({ body, request }) => {
      const { memberId, ip } = who(request);
      return bankAccounts.add(memberId, body, ip, lang(request));
    },
    { guard: 'realAccount', limit: 'auth' },
  );
  registerEndpoint(
    app,
    api.setDefaultBankAccount,
    ({ params, request }) => {
      const { memberId, ip } = who(request);
      return bankAccounts.setDefault(memberId, idOf(params), ip);
    },
    real,
  );
  registerEndpoint(
    app,
    api.removeBankAccount,
    ({ params, request }) => {
      const { memberId, ip } = who(request);
      return bankAccounts.remove(memberId, idOf(params), ip);
    },
    real,
  );
}
