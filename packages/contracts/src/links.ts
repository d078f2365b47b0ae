/*
 * Addresses an operator types (banner links and artwork, promotion images, game launch and picture
 * addresses) are checked here, by one parser, on both sides: the browser resolves a link exactly as
 * the WHATWG URL parser does, so the parser decides, not a pattern. `/\evil.example/` looks like a path
 * to a pattern but resolves to https://evil.example/.
 */

/** The WHATWG URL class of browsers and Node: the part of it used here (this package has no DOM types). */
declare const URL: new (
  input: string,
  base?: string,
) => { origin: string; protocol: string; hostname: string; username: string; password: string };

/** A stand-in origin: what a site path resolves against, wherever the site is served. */
const SITE_ORIGIN = 'https://site.invalid';
/** Whitespace and control characters: the parser strips or encodes them, so a stored value lies. */
const UNSAFE_CHARACTERS = /[\s\p{Cc}\\]/u;

function parse(value: string, base?: string) {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A route of this site ('/promotions?tab=2'): stays on the site's own origin, whatever the site's address. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return false;
  return parse(value, SITE_ORIGIN)?.origin === SITE_ORIGIN;
}

/** An https address of a named host, without credentials (never javascript:, data: or http:). */
export function isHttpsUrl(value: string): boolean {
  // 'https:///host' would be read as https://host/: a stored address says its host right away.
  if (UNSAFE_CHARACTERS.test(value) || !/^https:\/\/[^/]/i.test(value)) return false;
  const url = parse(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/** Plain http only to this machine (127.0.0.1, localhost): a game vendor's test server. */
export function isLocalHttpUrl(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value) || !/^http:\/\/[^/]/i.test(value)) return false;
  const url = parse(value);
  return (
    url !== null &&
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost') &&
    !url.username &&
    !url.password
  );
}
