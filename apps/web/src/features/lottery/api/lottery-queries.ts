import { queryOptions } from '@tanstack/react-query';
import { LOTTERY_POPULAR_COUNT, LOTTERY_RECENT_COUNT } from '@swerte/contracts';
import type { Language } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { pollDelay } from '../lib/polling';
import { prizeMode } from '../lib/prize-mode';
import type { PrizeMode } from '../lib/prize-mode';
import { LOTTERY_DEVICE, lotteryKeys, lotteryRefs } from './lottery-refs';

/** §4 prize mode from the site's game menus; LOTT until they answer. */
export function prizeModeOptions(language: Language) {
  return queryOptions({
    queryKey: [...lotteryKeys.prizeMode, language],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.gameMenus, {
        signal,
        language,
        query: { language, device: LOTTERY_DEVICE },
      }).then((value): PrizeMode => prizeMode(value.menus)),
    staleTime: 10 * 60_000,
  });
}

/** The remaining times (ms) a polled list shows, for §4's timer. */
type Timed = { remainTime: number };

/** §4 polling: refetch after the smallest remaining time, capped at 30 s, or 7 s once a draw is due. */
export function pollInterval(items: readonly Timed[] | undefined): number {
  return pollDelay((items ?? []).map((item) => item.remainTime));
}

/** §7 VN game menu: menus (tag, gameMenus) with each game's open draw; polled per §4. */
export function lotteryMenuOptions(language: Language, mode: PrizeMode | undefined) {
  return queryOptions({
    queryKey: [...lotteryKeys.menus, language, mode],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.vnGameMenu, {
        signal,
        language,
        query: { prizeMode: mode, device: LOTTERY_DEVICE, language },
      }),
    enabled: mode !== undefined,
    refetchInterval: (query) => pollInterval(query.state.data?.menus.flatMap((menu) => menu.gameMenus)),
  });
}

/** §7 the member's recent lottery games (recentCount 100). */
export function recentLotteryOptions(language: Language, mode: PrizeMode | undefined, token: string | null) {
  return queryOptions({
    queryKey: [...lotteryKeys.recent, language, mode, token],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.vnRecent, {
        signal,
        language,
        query: { prizeMode: mode, device: LOTTERY_DEVICE, language, recentCount: LOTTERY_RECENT_COUNT },
      }).then((value) => value.list),
    enabled: mode !== undefined && token !== null,
  });
}

/** §7 home: popular lottery games (count 20). */
export function popularLotteryOptions(language: Language, mode: PrizeMode | undefined) {
  return queryOptions({
    queryKey: [...lotteryKeys.popular, language, mode],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.popular, {
        signal,
        language,
        query: { count: LOTTERY_POPULAR_COUNT, prizeMode: mode, device: LOTTERY_DEVICE, language },
      }).then((value) => value.list),
    enabled: mode !== undefined,
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}

/** §7 home: each lottery game's last drawn numero with its balls. */
export function openedNumeroOptions(language: Language, mode: PrizeMode | undefined) {
  return queryOptions({
    queryKey: [...lotteryKeys.opened, language, mode],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.openedNumero, { signal, language, query: { prizeMode: mode, language } }).then(
        (value) => value.list,
      ),
    enabled: mode !== undefined,
    refetchInterval: 60_000,
  });
}
