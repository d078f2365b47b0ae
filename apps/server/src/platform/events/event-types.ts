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

/** One event as a handler receives it; `id` is the key a handler dedupes on. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  type: T;
  payload: DomainEventPayloads[T];
  createdAt: Date;
}
