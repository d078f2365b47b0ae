import type { ClientContext } from '../../platform/client-context.js';
import type { Tx } from '../../platform/db/client.js';

/**
 * A member's own invite code (invite friends, in the points area), read by the one registration path
 * beside the agents' affiliate codes: the composition root wires it, so this area never imports that one.
 */
export interface InvitePort {
  findInviter(code: string): Promise<{ memberId: number; name: string } | null>;
  /** Records who invited the new member, in the registration's transaction. */
  record(tx: Tx, inviterId: number, inviteeId: number, client: ClientContext): Promise<void>;
}
