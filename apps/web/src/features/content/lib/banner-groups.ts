/** §2: the jackpot counter appears only on /rng, under its banners. */
export function showsJackpot(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/rng';
}
