import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { AmountInputSchema, MoneySchema } from './money.js';
import { SabongFightSchema } from './sports.js';

/**
 * The operators' side of sabong (issue 20): the plasada and limits, the card's fights, the betting
 * window, results entered by one operator and confirmed by another, cancellation. Every write is audited.
 */

/** The house sabong's vendor (COCKFIGHT lane) and its one catalogue game: its tile opens /cockfight. */
export const SABONG_VENDOR = 'SW_SABONG';
export const SABONG_GAME_CODE = 'SABONG';
export const SABONG_PATH = '/cockfight';

/** Plasada as a percentage with up to 2 decimals, 0 to 30 ("10", "7.5"). */
export const PlasadaPercentSchema = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/)
  .refine((v) => Number(v) <= 30, { message: 'error_invalid_request' });

export const SabongSettingsSchema = z.object({
  plasadaPercent: z.string(),
  plasadaBase: z.enum(['gross', 'losing']),
  drawMultiple: z.number().int(),
  minStake: MoneySchema,
  maxStake: MoneySchema,
  /** The house's demo card: a fight opens, closes, fights and settles around the clock. */
  demoCard: z.boolean(),
  /** How long the demo card's betting window stays open. */
  demoWindowSeconds: z.number().int(),
});
export type SabongSettingsWire = z.infer<typeof SabongSettingsSchema>;

export const SabongSettingsBodySchema = z
  .object({
    plasadaPercent: PlasadaPercentSchema,
    plasadaBase: z.enum(['gross', 'losing']),
    drawMultiple: z.number().int().min(1).max(100),
    minStake: AmountInputSchema,
    maxStake: AmountInputSchema,
    demoCard: z.boolean(),
    demoWindowSeconds: z.number().int().min(10).max(3600),
  })
  .refine((b) => Number(b.minStake) <= Number(b.maxStake), { message: 'error_invalid_request' });

/** A fight as operators see it: the player's view plus the result waiting for its confirmation. */
export const AdminFightSchema = SabongFightSchema.extend({
  cardName: z.string(),
  cardDate: z.string(),
  /** Run by the demo schedule (opens, closes and results itself) rather than by operators. */
  demo: z.boolean(),
  pendingResult: z.enum(['meron', 'wala', 'draw']).nullable(),
  enteredBy: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  bets: z.number().int(),
  /** What the house kept once settled: plasada + remainder + draw bets lost − draw bets paid beyond stakes. */
  houseResult: MoneySchema.nullable(),
});
export type AdminFight = z.infer<typeof AdminFightSchema>;

const fightIdParams = z.object({
  fightId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});

const name = z.string().trim().min(1).max(60);

export const adminSabongEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/sabong/settings',
    summary: 'Sabong settings: the plasada (rate and base), the draw multiple, stake limits, the demo card',
    tag: 'admin',
    auth: 'operator',
    value: SabongSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/sabong/settings',
    summary: 'Change the sabong settings (audited; a fight keeps the plasada and limits it opened with)',
    tag: 'admin',
    auth: 'operator',
    body: SabongSettingsBodySchema,
    value: SabongSettingsSchema,
  }),
  fights: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/sabong/fights',
    summary: 'Fights, newest first, with their pools, bets and pending results',
    tag: 'admin',
    auth: 'operator',
    query: z.object({
      status: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum(['scheduled', 'open', 'closed', 'settled', 'cancelled']).optional(),
      ),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    value: z.object({ list: z.array(AdminFightSchema) }),
  }),
  addFight: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sabong/fights',
    summary: 'Add a fight to a card (the card is made on its first fight), scheduled until opened',
    tag: 'admin',
    auth: 'operator',
    body: z.object({
      cardName: name,
      cardDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      fightNo: z.number().int().min(1).max(9999),
      meron: name,
      wala: name,
    }),
    value: AdminFightSchema,
  }),
  open: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sabong/fights/:fightId/open',
    summary: 'Open the betting window, optionally closing by itself after some seconds',
    tag: 'admin',
    auth: 'operator',
    params: fightIdParams,
    body: z.object({ closesInSeconds: z.number().int().min(10).max(3600).nullable().default(null) }),
    value: AdminFightSchema,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sabong/fights/:fightId/close',
    summary: 'Close the betting window (waits for bets being placed; none is taken after)',
    tag: 'admin',
    auth: 'operator',
    params: fightIdParams,
    value: AdminFightSchema,
  }),
  enterResult: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sabong/fights/:fightId/result',
    summary: "Enter a closed fight's result; it settles once a second operator confirms it",
    tag: 'admin',
    auth: 'operator',
    params: fightIdParams,
    body: z.object({ result: z.enum(['meron', 'wala', 'draw']) }),
    value: AdminFightSchema,
  }),
  confirmResult: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sabong/fights/:fightId/result/confirm',
    summary:
      'Confirm the entered result (a different operator): the fight settles in bulk through the wallet',
    tag: 'admin',
    auth: 'operator',
    params: fightIdParams,
    value: AdminFightSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sabong/fights/:fightId/cancel',
    summary: 'Cancel a fight not yet settled: every bet is refunded',
    tag: 'admin',
    auth: 'operator',
    params: fightIdParams,
    body: z.object({ reason: z.string().trim().min(1).max(200) }),
    value: AdminFightSchema,
  }),
};
