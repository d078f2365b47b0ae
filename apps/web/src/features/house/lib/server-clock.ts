/**
 * The table's countdown runs on the server's clock: the device clock may be minutes off. The offset
 * is taken when an answer arrives (the answer's age is a few milliseconds, ignored).
 */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds until `closesAt` on the server's clock, never below 0. */
export function remainingMs(closesAt: string, offset: number, now: number): number {
  const closes = Date.parse(closesAt);
  if (Number.isNaN(closes)) return 0;
  return Math.max(0, closes - (now + offset));
}
