import {
  SYSTEM_STATUS,
  type Maintenance,
  type RegionRestriction,
  type SystemStatus,
} from '@swerte/contracts';
import { createRangeMatcher } from '../../platform/ip-ranges.js';
import type { MaintenanceSetting } from './system.settings.js';

/** Where a request comes from, as far as the server can trust it. */
export interface Visitor {
  ip: string;
  /** ISO 3166-1 alpha-2, only when a trusted proxy said so. */
  country: string | null;
}

export interface RegionBlockRow {
  kind: 'country' | 'cidr';
  value: string;
}

/** The window shown to visitors while it is on and not yet over; null otherwise. */
export function activeMaintenance(setting: MaintenanceSetting, now: Date): Maintenance | null {
  if (!setting.enabled) return null;
  if (setting.endTime !== null && Date.parse(setting.endTime) <= now.getTime()) return null;
  return { title: setting.title, endTime: setting.endTime, info: setting.info };
}

export interface RegionRules {
  isBlocked(visitor: Visitor): boolean;
}

export function compileRegionRules(rows: readonly RegionBlockRow[]): RegionRules {
  const matchesCidr = createRangeMatcher(rows.filter((r) => r.kind === 'cidr').map((r) => r.value));
  const countries = new Set(rows.filter((r) => r.kind === 'country').map((r) => r.value.toUpperCase()));
  return {
    isBlocked: (visitor) =>
      matchesCidr(visitor.ip) || (visitor.country !== null && countries.has(visitor.country)),
  };
}

/** Status 1 (maintenance) wins over 2 (region blocked); else 0. */
export function toSystemStatus(
  maintenance: Maintenance | null,
  restriction: RegionRestriction | null,
): SystemStatus {
  if (maintenance) return { status: SYSTEM_STATUS.maintenance, maintenance, regionRestriction: null };
  if (restriction)
    return { status: SYSTEM_STATUS.regionBlocked, maintenance: null, regionRestriction: restriction };
  return { status: SYSTEM_STATUS.normal, maintenance: null, regionRestriction: null };
}
