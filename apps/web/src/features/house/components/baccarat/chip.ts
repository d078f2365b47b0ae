/** A chip's face: whole pesos, thousands as "1K" (chips are 1 to 1,000). */
export function formatChip(cents: bigint): string {
  const pesos = cents / 100n;
  if (cents % 100n !== 0n) return (Number(cents) / 100).toFixed(2);
  return pesos >= 1000n && pesos % 1000n === 0n ? `${pesos / 1000n}K` : String(pesos);
}
