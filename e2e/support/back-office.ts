import { operatorLoginSteps } from '../../apps/server/test/operator-login.js';

/**
 * The operator's side of a browser journey, over the same HTTP API a back-office console uses:
 * log in as the demo operator, find a member's pending requests and decide them, switch deposit
 * methods on and off.
 */
export interface BackOffice {
  approveDeposit(username: string): Promise<void>;
  rejectWithdrawal(username: string, remark: string): Promise<void>;
  /** Approves or rejects (with the remark the member sees) the member's pending agent application. */
  decideAgentApplication(username: string, decision: 'approve' | 'reject', remark: string): Promise<void>;
  depositMethods(): Promise<DepositMethodRow[]>;
  setDepositMethodEnabled(id: number, enabled: boolean): Promise<void>;
}

export interface DepositMethodRow {
  id: number;
  name: string;
  kind: 'bank' | 'gateway';
  enabled: boolean;
}

interface Envelope<T> {
  success: boolean;
  code: string;
  value: T;
}

interface Request {
  id: number;
  username: string;
  status: string;
}

const tokens = new Map<string, Promise<string>>();

/**
 * The demo operator's token on a site, as the console gets it: the password, then (an admin) the TOTP
 * enrolment at the first login and a code of that secret at later ones; one login per site and run.
 */
export function demoOperatorToken(baseURL: string): Promise<string> {
  let token = tokens.get(baseURL);
  if (!token) {
    token = operatorLoginSteps(
      async (path, body) => {
        const response = await fetch(`${baseURL}${path}`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const envelope = (await response.json()) as { code: string; value: unknown };
        return { status: response.status, code: envelope.code, value: envelope.value };
      },
      'demoadmin',
      'DemoAdmin1234',
      baseURL,
    );
    tokens.set(baseURL, token);
  }
  return token;
}

/** One JSON call to the site under test, as a client sends it; the envelope's value, or an error naming its code. */
export function siteCall(baseURL: string) {
  return async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!response.ok || !envelope.success) throw new Error(`${method} ${path}: ${envelope.code}`);
    return envelope.value;
  };
}

export async function openBackOffice(baseURL: string): Promise<BackOffice> {
  const call = siteCall(baseURL);
  const token = await demoOperatorToken(baseURL);
  const pendingOf = async (list: 'deposits' | 'withdrawals' | 'agent/applications', username: string) => {
    const page = await call<{ list: Request[] }>('GET', `/wps/admin/${list}?status=pending`, token);
    const found = page.list.find((request) => request.username === username);
    if (!found) throw new Error(`no pending ${list} of ${username}`);
    return found;
  };
  return {
    approveDeposit: async (username) => {
      const deposit = await pendingOf('deposits', username);
      await call('POST', `/wps/admin/deposits/${deposit.id}/approve`, token, { remark: '' });
    },
    rejectWithdrawal: async (username, remark) => {
      const withdrawal = await pendingOf('withdrawals', username);
      await call('POST', `/wps/admin/withdrawals/${withdrawal.id}/reject`, token, { remark });
    },
    decideAgentApplication: async (username, decision, remark) => {
      const application = await pendingOf('agent/applications', username);
      await call('POST', `/wps/admin/agent/applications/${application.id}/${decision}`, token, { remark });
    },
    depositMethods: () => call<DepositMethodRow[]>('GET', '/wps/admin/deposit/methods', token),
    setDepositMethodEnabled: async (id, enabled) => {
      await call('PUT', `/wps/admin/deposit/methods/${id}/enabled`, token, { enabled });
    },
  };
}
