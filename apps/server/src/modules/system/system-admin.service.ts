import {
  CustomerServiceInputSchema,
  SiteTextsSchema,
  type CsPath,
  type CustomerServiceInput,
  type SiteTexts,
} from '@swerte/contracts';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { normaliseRange } from '../../platform/ip-ranges.js';
import { encodeCsPath } from './cs-path.js';
import * as repo from './system.repository.js';
import {
  MaintenanceSettingSchema,
  SETTING_SCHEMAS,
  type MaintenanceSetting,
  type SettingKey,
  type SystemSettings,
} from './system.settings.js';

/** Who makes an operator change, for the audit row. */
export interface Actor {
  actor: string;
  ip?: string | null;
}

export const MaintenanceChangeSchema = MaintenanceSettingSchema.partial().extend({ enabled: z.boolean() });
export type MaintenanceChange = z.infer<typeof MaintenanceChangeSchema>;

export const RegionBlockInputSchema = z.object({
  kind: z.enum(['country', 'cidr']),
  value: z.string().trim().min(1).max(64),
  note: z.string().max(500).default(''),
  jurisdiction: z.string().nullable().default(null),
});
export type RegionBlockInput = z.input<typeof RegionBlockInputSchema>;

export type SystemAdmin = ReturnType<typeof createSystemAdmin>;

/** Operator changes to maintenance and region blocks; each writes its audit row in the same transaction. */
export function createSystemAdmin(
  db: Db,
  invalidate: () => void,
  /** The protection area's jurisdictions, which a block may name. */
  jurisdictionExists: (code: string) => Promise<boolean> = () => Promise.resolve(false),
) {
  async function setMaintenance(change: MaintenanceChange, by: Actor): Promise<MaintenanceSetting> {
    const input = parseOrThrow(MaintenanceChangeSchema, change);
    const after = await db.transaction(async (tx) => {
      const stored = await repo.lockSetting(tx, 'maintenance');
      const before = stored === null ? null : MaintenanceSettingSchema.parse(stored);
      const next = MaintenanceSettingSchema.parse({
        title: '',
        endTime: null,
        info: '',
        ...before,
        ...input,
      });
      await repo.writeSetting(tx, 'maintenance', next);
      await writeAudit(tx, { ...by, action: 'system.maintenance.set', before, after: next });
      return next;
    });
    invalidate();
    return after;
  }

  async function addRegionBlock(block: RegionBlockInput, by: Actor): Promise<repo.RegionBlock> {
    const input = parseOrThrow(RegionBlockInputSchema, block);
    const value = normaliseBlockValue(input.kind, input.value);
    if (input.jurisdiction !== null && !(await jurisdictionExists(input.jurisdiction)))
      throw new AppError('error_jurisdiction_unknown');
    const created = await db.transaction(async (tx) => {
      const row = await repo.insertRegionBlock(tx, {
        kind: input.kind,
        value,
        note: input.note,
        jurisdiction: input.jurisdiction,
      });
      if (!row) throw new AppError('error_conflict');
      await writeAudit(tx, { ...by, action: 'system.region_block.add', before: null, after: row });
      return row;
    });
    invalidate();
    return created;
  }

  async function removeRegionBlock(
    block: Omit<RegionBlockInput, 'note'>,
    by: Actor,
  ): Promise<repo.RegionBlock> {
    const input = parseOrThrow(RegionBlockInputSchema, block);
    const value = normaliseBlockValue(input.kind, input.value);
    const removed = await db.transaction(async (tx) => {
      const row = await repo.deleteRegionBlock(tx, input.kind, value);
      if (!row) throw new AppError('error_not_found');
      await writeAudit(tx, { ...by, action: 'system.region_block.remove', before: row, after: null });
      return row;
    });
    invalidate();
    return removed;
  }

  /** Replaces one operator setting (validated against its schema); e.g. whitelabel flags or security. */
  async function setSetting<K extends SettingKey>(
    key: K,
    value: SystemSettings[K],
    by: Actor,
  ): Promise<void> {
    const next = SETTING_SCHEMAS[key].parse(value);
    await db.transaction(async (tx) => {
      const before = await repo.lockSetting(tx, key);
      await repo.writeSetting(tx, key, next);
      await writeAudit(tx, { ...by, action: `system.setting.${key}`, before, after: next });
    });
    invalidate();
  }

  /** Stores the chat addresses as type 3 entries (encrypted, a fresh key each) unless asked for plain ones. */
  async function setCustomerService(change: CustomerServiceInput, by: Actor): Promise<void> {
    const input = parseOrThrow(CustomerServiceInputSchema, change);
    const entry = (url: string | null): CsPath[] =>
      url === null ? [] : [input.encrypt ? { type: 3, path: encodeCsPath(url) } : { type: 1, path: url }];
    await setSetting(
      'customerService',
      {
        channels: { LIVECHAT: entry(input.liveChatUrl), VIP: entry(input.vipUrl) },
        facebookUrl: input.facebookUrl,
        telegramUrls: input.telegramUrls,
      },
      by,
    );
  }

  /** The footer's licence text per language and its help links; shown on the next permission call. */
  async function setSiteTexts(change: SiteTexts, by: Actor): Promise<SiteTexts> {
    const input = parseOrThrow(SiteTextsSchema, change);
    await setSetting('siteTexts', input, by);
    return input;
  }

  return {
    setSetting,
    setCustomerService,
    setSiteTexts,
    setMaintenance,
    addRegionBlock,
    removeRegionBlock,
    listRegionBlocks: () => repo.listRegionBlocks(db),
  };
}

function normaliseBlockValue(kind: 'country' | 'cidr', value: string): string {
  if (kind === 'country') {
    if (!/^[A-Za-z]{2}$/.test(value))
      throw new AppError('error_invalid_request', { fields: { value: 'ISO 3166-1 alpha-2 code' } });
    return value.toUpperCase();
  }
  const range = normaliseRange(value);
  if (!range) throw new AppError('error_invalid_request', { fields: { value: 'IP address or CIDR range' } });
  return range;
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  throw new AppError('error_invalid_request', { fields });
}
