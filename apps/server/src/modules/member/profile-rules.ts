// The profile field lists and their rules (profileRule) are shared with the web form: @swerte/contracts.

/** A holder name as stored: trimmed, inner runs of spaces collapsed. */
export function normalisePayeeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Banks print holder names in capitals: the comparison ignores case and spacing. */
export function samePayeeName(a: string, b: string): boolean {
  return normalisePayeeName(a).toLocaleUpperCase('en') === normalisePayeeName(b).toLocaleUpperCase('en');
}

export function maskIdNumber(value: string): string {
  return value.length <= 4 ? '****' : `${'*'.repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`;
}
