import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SandboxCallbackSchema, formatCents, type SandboxCallback } from '@swerte/contracts';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './deposit.repository.js';
import type { DepositService } from './deposit.service.js';

/** A callback more than this far from the server's clock is refused (a captured one cannot be replayed later). */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;
export const SANDBOX = 'sandbox';

export interface SandboxGatewayDeps {
  db: Db;
  /** HMAC-SHA256 key shared with the gateway (config SANDBOX_GATEWAY_SECRET, else derived). */
  secret: string;
  deposits: Pick<DepositService, 'creditInTx' | 'closeInTx'>;
  now?: () => Date;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

export interface CallbackOutcome {
  orderNo: string;
  status: repo.DepositRow['status'];
  /** True when this event had been accepted before: nothing changed. */
  replayed: boolean;
}

/**
 * The sandbox payment gateway: both sides of an online payment, so the whole flow runs here. The
 * "gateway" signs its callback over the raw body; the site verifies the signature, the timestamp and
 * the event id before it credits the deposit.
 */
export function createSandboxGateway(deps: SandboxGatewayDeps) {
  const { db, now = () => new Date() } = deps;
  const sign = (payload: string | Buffer) => createHmac('sha256', deps.secret).update(payload).digest('hex');

  function verifySignature(rawBody: Buffer, signature: string | undefined): void {
    const expected = Buffer.from(sign(rawBody), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature ?? '') ? (signature ?? '') : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('error_gateway_signature');
    }
  }

  function parseEvent(rawBody: Buffer): SandboxCallback {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError('error_invalid_request');
    }
    const parsed = SandboxCallbackSchema.safeParse(json);
    if (!parsed.success) throw new AppError('error_invalid_request');
    if (Math.abs(now().getTime() - parsed.data.timestamp * 1000) > CALLBACK_MAX_AGE_MS) {
      throw new AppError('error_gateway_stale');
    }
    return parsed.data;
  }

  /**
   * Accepts one signed callback. In one transaction: the deposit is locked, the event id recorded
   * (a replay returns the current state and changes nothing), and a 'paid' event credits the wallet
   * at once; a 'failed' one cancels the deposit. An unknown order is error_not_found.
   */
  async function handleCallback(
    rawBody: Buffer,
    signature: string | undefined,
    ip: string,
  ): Promise<CallbackOutcome> {
    verifySignature(rawBody, signature);
    const event = parseEvent(rawBody);
    return db.transaction(async (tx) => {
      const deposit = await repo.lockDeposit(tx, repo.byOrderNo(event.orderNo));
      const method = deposit ? await repo.findMethod(tx, deposit.methodId) : null;
      if (!deposit || method?.kind !== 'gateway' || method.gateway !== SANDBOX)
        throw new AppError('error_not_found');
      const outcome = (status: repo.DepositRow['status'], replayed: boolean) => ({
        orderNo: deposit.orderNo,
        status,
        replayed,
      });
      if (
        !(await repo.recordGatewayEvent(tx, {
          gateway: SANDBOX,
          eventId: event.eventId,
          depositId: deposit.id,
        }))
      ) {
        return outcome(deposit.status, true);
      }
      if (event.amount !== formatCents(deposit.amount)) throw new AppError('error_conflict');
      const by = { actor: `gateway:${SANDBOX}`, ip };
      if (event.status === 'paid') {
        await deps.deposits.creditInTx(tx, deposit, { remark: '', reference: event.txId }, by);
        return outcome('approved', false);
      }
      if (deposit.status !== 'pending') return outcome(deposit.status, false);
      await deps.deposits.closeInTx(tx, deposit, 'cancelled', 'payment failed at the gateway', by);
      return outcome('cancelled', false);
    });
  }

  /** What the sandbox's "Pay" and "Cancel" buttons send: a fresh event, signed as the gateway would. */
  function buildCallback(deposit: { orderNo: string; amount: string }, status: 'paid' | 'failed') {
    const event: SandboxCallback = {
      eventId: randomUUID(),
      orderNo: deposit.orderNo,
      amount: deposit.amount,
      status,
      txId: `SBX${now().getTime()}${Math.floor(Math.random() * 1000)}`,
      timestamp: Math.floor(now().getTime() / 1000),
    };
    const body = JSON.stringify(event);
    return { body, signature: sign(body) };
  }

  /** The pay page's address carries a signature of the order, so order numbers alone open nothing. */
  const pageToken = (orderNo: string) => sign(`pay:${orderNo}`).slice(0, 32);
  const isPageToken = (orderNo: string, token: string | undefined) => {
    const expected = Buffer.from(pageToken(orderNo));
    const given = Buffer.from(token ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    handleCallback,
    buildCallback,
    sign,
    payUrl: (orderNo: string) => `/sandbox-pay/${orderNo}?t=${pageToken(orderNo)}`,
    isPageToken,
  };
}
