import type { ApprovalKind } from '@swerte/contracts';
import type { Db, Tx } from './db/client.js';

/**
 * The four-eyes check a money call makes before it moves anything: above its kind's threshold the call
 * is refused (`error_approval_required`) and must go through an approval request. Read in the caller's
 * transaction (`tx`), where the amount is known. Built by the admin area (approvals), passed in.
 */
export interface FourEyesGate {
  requireBelow(tx: Db | Tx, kind: ApprovalKind, amountCents: bigint): Promise<void>;
}
