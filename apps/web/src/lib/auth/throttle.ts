/**
 * A gate that lets one call through per `intervalMs` (§9: captcha refresh 1 s, SMS requests 1000 ms).
 * `now` is injectable for tests.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return function tryPass(): boolean {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
