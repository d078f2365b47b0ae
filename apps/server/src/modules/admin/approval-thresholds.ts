import {
  APPROVAL_KINDS,
  formatCents,
  parseCents,
  type ApprovalKind,
  type ApprovalThresholds,
} from '@swerte/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { FourEyesGate } from '../../platform/four-eyes.js';
import * as repo from './approvals.repository.js';

/** The settings row: per kind, the amount in integer cents above which a second operator approves; null: never. */
const SETTING_KEY = 'four_eyes';
type Stored = Record<ApprovalKind, number | null>;
const NONE: Stored = { adjust: null, withdrawal_paid: null, bonus_grant: null };

async function readStored(tx: Db | Tx): Promise<Stored> {
  return { ...NONE, ...((await repo.readSetting(tx, SETTING_KEY)) as Partial<Stored> | null) };
}

const toWire = (stored: Stored): ApprovalThresholds =>
  Object.fromEntries(
    APPROVAL_KINDS.map((kind) => {
      const cents = stored[kind];
      return [kind, cents === null ? null : formatCents(BigInt(cents))];
    }),
  ) as ApprovalThresholds;

export type ApprovalThresholdService = ReturnType<typeof createApprovalThresholds>;

/** The operator-set four-eyes amounts, and the gate the money calls ask. */
export function createApprovalThresholds({ db }: { db: Db }) {
  const gate: FourEyesGate = {
    async requireBelow(tx, kind, amountCents) {
      const limit = (await readStored(tx))[kind];
      const size = amountCents < 0n ? -amountCents : amountCents;
      if (limit !== null && size > BigInt(limit)) throw new AppError('error_approval_required');
    },
  };

  return {
    gate,
    read: async (): Promise<ApprovalThresholds> => toWire(await readStored(db)),
    async set(input: Record<ApprovalKind, string | null>, by: { actor: string; ip: string | null }) {
      const next = Object.fromEntries(
        APPROVAL_KINDS.map((kind) => {
          const value = input[kind];
          return [kind, value === null ? null : Number(parseCents(value))];
        }),
      ) as Stored;
      return db.transaction(async (tx) => {
        const before = await readStored(tx);
        await repo.writeSetting(tx, SETTING_KEY, next);
        await writeAudit(tx, {
          actor: by.actor,
          action: 'admin.approvals.thresholds',
          before: toWire(before),
          after: toWire(next),
          ip: by.ip,
        });
        return toWire(next);
      });
    },
  };
}
