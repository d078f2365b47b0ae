/**
 * The public ("client") seed of a house draw: one draw serves every player, so instead of a player's
 * seed it is the game and the numero, fixed before the draw's server seed is committed. With nonce 0 and
 * the draw's own server seed (a fresh one each draw, its SHA-256 published when betting opens and the
 * seed revealed after the draw), anyone can replay the draw with `verifyVnDraw` or `verifySeaDraw`.
 */
export function drawClientSeed(gameCode: string, numero: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(gameCode)) throw new RangeError(`game code ${gameCode} has other characters`);
  return `${gameCode}:${numero}`;
}
