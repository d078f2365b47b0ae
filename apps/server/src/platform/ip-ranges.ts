import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses an address, turning IPv4-mapped IPv6 (::ffff:1.2.3.4) into plain IPv4. */
export function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/** A CIDR ('203.0.113.0/24', '2001:db8::/32') or a single address, or null when invalid. */
export function parseRange(text: string): Range | null {
  const value = text.trim();
  if (value.includes('/')) {
    if (!ipaddr.isValidCIDR(value)) return null;
    const [address, bits] = ipaddr.parseCIDR(value);
    const plain = parseAddress(address.toString());
    // A mapped IPv6 range (::ffff:0:0/96 and narrower) is compared as its IPv4 counterpart.
    if (plain && plain.kind() === 'ipv4' && address.kind() === 'ipv6') return [plain, Math.max(0, bits - 96)];
    return [address, bits];
  }
  const address = parseAddress(value);
  return address ? [address, address.kind() === 'ipv4' ? 32 : 128] : null;
}

/** Normalised text of a range ('203.0.113.7/24' → '203.0.113.0/24'), or null when invalid. */
export function normaliseRange(text: string): string | null {
  const range = parseRange(text);
  if (!range) return null;
  const [address, bits] = range;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** Compiles ranges into a matcher; invalid entries are skipped (config validation reports them). */
export function createRangeMatcher(ranges: readonly string[]): (address: string) => boolean {
  const parsed = ranges.map(parseRange).filter((r): r is Range => r !== null);
  return (address) => {
    const ip = parseAddress(address);
    if (!ip) return false;
    return parsed.some(([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits));
  };
}
