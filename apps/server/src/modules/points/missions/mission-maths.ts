import { formatCents, MONEY_MISSION_KINDS, type MissionKind, type PromoStatus } from '@swerte/contracts';
import { siteDay } from '../../../platform/site-day.js';

export type Period = 'daily' | 'weekly' | 'once';

const DAY_MS = 86_400_000;

/** The site day's date parts from its yyyymmdd. */
function dateOf(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
}
const ymdOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The period an instant belongs to, in the site's time zone: 'D<yyyymmdd>' for a day, 'W<yyyymmdd>' of
 * the week's Monday, 'O' for a one-off mission; and when that period ends (null for once).
 */
export function periodOf(period: Period, timeZone: string, at: Date): { key: string; endsAt: Date | null } {
  if (period === 'once') return { key: 'O', endsAt: null };
  const day = siteDay(timeZone, at);
  if (period === 'daily') return { key: `D${day.ymd}`, endsAt: new Date(day.start.getTime() + DAY_MS) };
  const date = dateOf(day.ymd);
  const back = (new Date(date).getUTCDay() + 6) % 7; // days since Monday
  const monday = date - back * DAY_MS;
  return {
    key: `W${ymdOf(monday)}`,
    endsAt: new Date(day.start.getTime() + (7 - back) * DAY_MS),
  };
}

/** What happened, as a mission counts it. */
export type Fact =
  | {
      type: 'bet';
      betId: number;
      gameType: string;
      stake: bigint;
      validBet: bigint;
      payout: bigint;
      /** The site day of the event: a play_days mission counts each day once. */
      ymd: string;
    }
  | { type: 'deposit'; depositId: number; amount: bigint }
  | { type: 'invitee'; inviteeId: number };

export interface MissionRule {
  kind: MissionKind;
  gameType: string | null;
}

/**
 * What a fact adds to a mission, and the key it counts under (a second fact with that key adds
 * nothing); null when the mission does not count it.
 */
export function countOf(mission: MissionRule, fact: Fact): { amount: bigint; source: string } | null {
  if (fact.type === 'bet') {
    if (mission.gameType !== null && mission.gameType !== fact.gameType) return null;
    switch (mission.kind) {
      case 'bet_amount':
        return fact.validBet > 0n ? { amount: fact.validBet, source: `bet:${fact.betId}` } : null;
      case 'win_rounds':
        return fact.payout > fact.stake ? { amount: 1n, source: `bet:${fact.betId}` } : null;
      case 'play_days':
        return fact.validBet > 0n ? { amount: 1n, source: `day:${fact.ymd}` } : null;
      case 'deposit':
      case 'invite_deposit':
        return null;
    }
  }
  if (fact.type === 'deposit')
    return mission.kind === 'deposit' && fact.amount > 0n
      ? { amount: fact.amount, source: `deposit:${fact.depositId}` }
      : null;
  return mission.kind === 'invite_deposit' ? { amount: 1n, source: `invitee:${fact.inviteeId}` } : null;
}

/** Progress as a share of the target, 0 to 100, rounded down. */
export function percentOf(progress: bigint, target: bigint): number {
  if (target <= 0n) return 0;
  return progress >= target ? 100 : Number((progress * 100n) / target);
}

/** A mission's target or progress on the wire: money for the money kinds, a whole number otherwise. */
export function quantityText(kind: MissionKind, value: bigint): string {
  return MONEY_MISSION_KINDS.includes(kind) ? formatCents(value) : value.toString();
}

export interface MissionWindow {
  enabled: boolean;
  startsAt: Date;
  endsAt: Date | null;
  /** Members join first (§4 join → joined); nothing counts before. */
  joinRequired: boolean;
}

/**
 * The §4 activity status of a mission for one member now: a completed period's reward is claim until
 * it is claimed (claimed) or its time passes (close); before its start coming_soon (joined once
 * joined); disabled or ended close; one that asks for a join and is not joined join; joined with
 * nothing counted yet joined; otherwise process (counting).
 */
export function missionStatus(
  mission: MissionWindow,
  claim: { status: 'claim' | 'claimed'; expiresAt: Date } | null,
  now: Date,
  member: { joined: boolean; progress: bigint } = { joined: false, progress: 0n },
): PromoStatus {
  if (claim) {
    if (claim.status === 'claimed') return 'claimed';
    return claim.expiresAt > now ? 'claim' : 'close';
  }
  const joined = mission.joinRequired && member.joined;
  if (mission.startsAt > now) return joined ? 'joined' : 'coming_soon';
  if (!mission.enabled || (mission.endsAt !== null && mission.endsAt <= now)) return 'close';
  if (mission.joinRequired && !member.joined) return 'join';
  if (joined && member.progress === 0n) return 'joined';
  return 'process';
}

/** Whether a period key belongs to a mission of this period ('D…' daily, 'W…' weekly, 'O' once). */
export const periodKeyFits = (period: Period, key: string) =>
  period === 'once' ? key === 'O' : key.startsWith(period === 'daily' ? 'D' : 'W');

/** A name others may see: its first and last characters around three stars. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars.at(-1)}`;
}
