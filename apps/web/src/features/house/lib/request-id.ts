/**
 * A spin's client id ([A-Za-z0-9_-]{8,64}): a retry sends the same id, so the server answers the
 * round it already played instead of spinning twice.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return `spin-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `spin-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
