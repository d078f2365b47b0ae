/**
 * The domain events and their payloads. Money is in cents as a decimal string (JSON has no bigint).
 * A payload names what changed; a handler reads anything else it needs in its own transaction.
 */
export interface DomainEventPayloads {
  /** A member account was created (any registration mode). */
  'member.registered': { memberId: number; uplineId: number | null };
  /** An operator or the payment gateway approved a deposit: the member's cash was credited. */
  'deposit.approved': { depositId: number; memberId: number; amountCents: string };
  /** An operator marked a withdrawal paid: the held amount left the site for the member's bank. */
  'withdrawal.paid': { withdrawalId: number; memberId: number; amountCents: string };
  /** A vendor settled a bet: the stake was taken when it was placed, the payout credited now. */
  'bet.settled': {
    betId: number;
    memberId: number;
    vendor: string;
    stakeCents: string;
    validBetCents: string;
    payoutCents: string;
  };
  /** A lottery draw's tickets were all settled: what it sold and what it paid, in cents. */
  'draw.settled': {
    drawId: number;
    gameCode: string;
    numero: string;
    tickets: number;
    winners: number;
    stakeCents: string;
    payoutCents: string;
  };
  /** A sabong fight's bets were all paid (or refunded, for a cancelled fight), in cents. */
  'sabong.fight.settled': {
    fightId: number;
    result: 'meron' | 'wala' | 'draw' | 'cancelled';
    bets: number;
    stakeCents: string;
    payoutCents: string;
  };
  /** A sportsbook event's confirmed result (version) was settled: bets paid, corrections moved. */
  'sports.event.settled': {
    eventId: number;
    resultVersion: number;
    bets: number;
    payoutCents: string;
    correctedCents: string;
  };
}

export type DomainEventType = keyof DomainEventPayloads;

/**
 * One event as a handler receives it. `id` is its row; the events of one `publishMany` share one row
 * (a packed event) and are told apart by `part`, their place in it (0 for an event published alone).
 * A packed event whose delivery fails is split into new rows, so a handler that dedupes an effect
 * outside the database on a packed type keys it on its payload (a bet's id), not on (`id`, `part`).
 */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  part: number;
  type: T;
  payload: DomainEventPayloads[T];
  createdAt: Date;
}
