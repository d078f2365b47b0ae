/** What spreadTurnover needs of a grant (cents). */
export interface TurnoverGrant {
  id: number;
  turnoverRequired: bigint;
  turnoverDone: bigint;
}

/** A grant's new turnover; `completed` when its requirement is met and its amount may unlock. */
export interface TurnoverStep {
  id: number;
  turnoverDone: bigint;
  completed: boolean;
}

/**
 * Spreads one settled bet's valid bet over the member's active grants, oldest first: each takes what it
 * still misses and passes the rest on; what is left after the last grant counts for nothing. A grant
 * whose requirement is already met (0 required) completes without taking any. Grants that neither
 * take turnover nor complete are left out of the answer.
 */
export function spreadTurnover(grants: readonly TurnoverGrant[], validBet: bigint): TurnoverStep[] {
  let left = validBet > 0n ? validBet : 0n;
  const steps: TurnoverStep[] = [];
  for (const grant of grants) {
    const missing = grant.turnoverRequired - grant.turnoverDone;
    const taken = missing <= 0n ? 0n : missing < left ? missing : left;
    left -= taken;
    const turnoverDone = grant.turnoverDone + taken;
    const completed = turnoverDone >= grant.turnoverRequired;
    if (taken > 0n || completed) steps.push({ id: grant.id, turnoverDone, completed });
  }
  return steps;
}
