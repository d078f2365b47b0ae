import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { RegisterSettingsSchema, WhitelabelSchema } from './system.js';

/** The maintenance window as the operator sets it: on or off, and what visitors read meanwhile. */
export const AdminMaintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string().max(200),
  /** ISO 8601; null when the end is not known. A passed end hides the window from visitors. */
  endTime: z.iso.datetime({ offset: true }).nullable(),
  info: z.string().max(4000),
});
export type AdminMaintenance = z.infer<typeof AdminMaintenanceSchema>;

/** A change: `enabled` always, the texts only when given (left as stored otherwise). */
export const MaintenanceBodySchema = AdminMaintenanceSchema.partial().extend({ enabled: z.boolean() });
export type MaintenanceBody = z.input<typeof MaintenanceBodySchema>;

export const RegionBlockKindSchema = z.enum(['country', 'cidr']);

export const RegionBlockSchema = z.object({
  id: z.number().int(),
  kind: RegionBlockKindSchema,
  /** An ISO 3166-1 alpha-2 country, or an IP address or CIDR range (stored normalised). */
  value: z.string(),
  note: z.string(),
  /** The jurisdiction whose licence requires the block (its code), or null. */
  jurisdiction: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type RegionBlock = z.infer<typeof RegionBlockSchema>;

export const RegionBlockBodySchema = z.object({
  kind: RegionBlockKindSchema,
  value: z.string().trim().min(1).max(64),
  note: z.string().max(500).default(''),
  jurisdiction: z
    .string()
    .regex(/^[A-Z][A-Z0-9]{1,7}$/)
    .nullable()
    .default(null),
});
export type RegionBlockBody = z.input<typeof RegionBlockBodySchema>;

export const RegionBlockKeySchema = RegionBlockBodySchema.pick({ kind: true, value: true });

/** The customer-service addresses as the operator entered them (type 3 entries decrypted). */
export const AdminCustomerServiceSchema = z.object({
  liveChatUrl: z.string().nullable(),
  vipUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  telegramUrls: z.array(z.string()),
  /** Whether the chat addresses are stored as type 3 (encrypted). */
  encrypt: z.boolean(),
});
export type AdminCustomerService = z.infer<typeof AdminCustomerServiceSchema>;

const op = { tag: 'admin', auth: 'operator' } as const;
const base = '/wps/admin/system';

/** The site's switches an operator runs from the console: maintenance, region blocks, flags, rules. */
export const adminSystemEndpoints = {
  maintenance: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/maintenance`,
    summary: 'The maintenance window as stored (admin)',
    value: AdminMaintenanceSchema,
  }),
  setMaintenance: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${base}/maintenance`,
    summary: 'Switch maintenance on or off, with its title, end and text (admin; audited)',
    body: MaintenanceBodySchema,
    value: AdminMaintenanceSchema,
  }),
  regionBlocks: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/regionBlocks`,
    summary: 'Countries and address ranges refused with system status 2 (admin)',
    value: z.object({ list: z.array(RegionBlockSchema) }),
  }),
  addRegionBlock: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/regionBlocks`,
    summary: 'Block a country or an address range (admin; audited; error_conflict when already blocked)',
    body: RegionBlockBodySchema,
    value: RegionBlockSchema,
  }),
  removeRegionBlock: defineEndpoint({
    ...op,
    method: 'POST',
    path: `${base}/regionBlocks/remove`,
    summary: 'Lift a block (admin; audited; error_not_found when none)',
    body: RegionBlockKeySchema,
    value: RegionBlockSchema,
  }),
  whitelabel: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/whitelabel`,
    summary: 'The whitelabel flags (registration modes, free play, forced password change) (admin)',
    value: WhitelabelSchema,
  }),
  setWhitelabel: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${base}/whitelabel`,
    summary: 'Set the whitelabel flags; the site reads them on its next permission call (admin; audited)',
    body: WhitelabelSchema,
    value: WhitelabelSchema,
  }),
  registerRules: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/registerRules`,
    summary: 'The registration field rules: shown, required, lengths and pattern per field (admin)',
    value: RegisterSettingsSchema,
  }),
  setRegisterRules: defineEndpoint({
    ...op,
    method: 'PUT',
    path: `${base}/registerRules`,
    summary: 'Set the registration field rules (admin; audited)',
    body: RegisterSettingsSchema,
    value: RegisterSettingsSchema,
  }),
  customerService: defineEndpoint({
    ...op,
    method: 'GET',
    path: `${base}/customerService`,
    summary: 'The customer-service addresses as entered, type 3 entries decrypted (admin)',
    value: AdminCustomerServiceSchema,
  }),
};
