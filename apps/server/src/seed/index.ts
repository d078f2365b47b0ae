import { and, count, eq, ne, sql } from 'drizzle-orm';
import { SECRETS_SETTING_KEY } from '../platform/secrets.js';
import {
  affiliateCodes,
  banners,
  depositMethods,
  games,
  helpItems,
  members,
  notices,
  settings,
  vendors,
} from '../db/schema.js';
import { pointRates, pointRewards } from '../db/points-schema.js';
import { promotions, vipLevels } from '../db/promotions-schema.js';
import { operators } from '../db/wallet-schema.js';
import { protectionJurisdictions } from '../db/protection-schema.js';
import type { Db, Tx } from '../platform/db/client.js';
import { demoBanners } from './banners.js';
import { randomDemoPassword, type DemoCredentials } from './demo-credentials.js';
import { demoGames } from './games.js';
import { demoHelpItems } from './help.js';
import { DEMO_AFFILIATE_CODE, DEMO_AGENT, DEMO_PLAYER, DEMO_RESET, withHash } from './members.js';
import { demoNotices } from './notices.js';
import { DEMO_OPERATOR, withOperatorHash } from './operators.js';
import { sanitizeOperatorHtml } from '../modules/content/operator-html.js';
import { demoPointRates, demoPointRewards } from './points.js';
import { demoPromotions, demoVipLevels } from './promotions.js';
import { demoDepositMethods } from './payments.js';
import { demoJurisdiction, demoSettings } from './settings.js';
import { demoVendors } from './vendors.js';

/** True for a database nobody has used yet: no settings and no members. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  // The generated server secrets are not operator data: a database holding only them is still empty.
  const [settingRows] = await db
    .select({ n: count() })
    .from(settings)
    .where(ne(settings.key, SECRETS_SETTING_KEY));
  const [memberRows] = await db.select({ n: count() }).from(members);
  return (settingRows?.n ?? 0) === 0 && (memberRows?.n ?? 0) === 0;
}

async function isEmpty(
  tx: Tx,
  table:
    | typeof banners
    | typeof notices
    | typeof helpItems
    | typeof depositMethods
    | typeof promotions
    | typeof pointRewards,
): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

export interface SeedDemoOptions {
  timeZone: string;
  /** 'random' (production) gives the demo accounts passwords nobody has published. Default 'published'. */
  credentials?: DemoCredentials;
  /** Whether the sandbox gateway's deposit method is added (config PAYMENT_SANDBOX). Default true. */
  paymentSandbox?: boolean;
}

/** The demo accounts' passwords when they were made random, for the one who asked for them. */
export type GeneratedPasswords = Record<string, string>;

/**
 * Demo data, idempotent: keyed rows (settings, vendors, members) are inserted only when missing, and
 * lists without a natural key (banners, notices, help) only into an empty table. Running it again
 * changes nothing; an operator's edits are never overwritten.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<GeneratedPasswords> {
  const random = options.credentials === 'random';
  const generated: GeneratedPasswords = {};
  const password = <T extends { username: string; password: string }>(account: T): T => {
    if (!random) return account;
    generated[account.username] = randomDemoPassword();
    return { ...account, password: generated[account.username] };
  };
  const [agent, player, reset, operator] = await Promise.all([
    withHash(password(DEMO_AGENT)),
    withHash(password(DEMO_PLAYER)),
    withHash(password(DEMO_RESET)),
    withOperatorHash(password(DEMO_OPERATOR)),
  ]);
  await db.transaction(async (tx) => {
    const settingRows = Object.entries(demoSettings(options.timeZone)).map(([key, value]) => ({
      key,
      value,
    }));
    await tx.insert(settings).values(settingRows).onConflictDoNothing();
    await tx.insert(vendors).values(demoVendors()).onConflictDoNothing();
    // Games are keyed by (vendor, game_code); their artwork is drawn from the row, named by its id.
    await tx.insert(games).values(demoGames()).onConflictDoNothing();
    await tx
      .update(games)
      .set({ imageUrl: sql`'/media/games/' || ${games.id}::text || '.svg'` })
      .where(eq(games.imageUrl, ''));
    if (await isEmpty(tx, banners)) {
      await tx.insert(banners).values(demoBanners());
      await tx
        .update(banners)
        .set({ url: sql`'/media/banners/' || ${banners.id}::text || '.svg'` })
        .where(eq(banners.url, ''));
    }
    if (await isEmpty(tx, notices)) await tx.insert(notices).values(demoNotices());
    if (await isEmpty(tx, helpItems)) await tx.insert(helpItems).values(demoHelpItems());
    if (await isEmpty(tx, promotions)) {
      const rows = demoPromotions(new Date()).map((row) => ({
        ...row,
        contentTy: sanitizeOperatorHtml(row.contentTy),
        contentEn: sanitizeOperatorHtml(row.contentEn),
      }));
      await tx.insert(promotions).values(rows);
    }
    // Points rates are keyed by game type; rewards go only into an empty mall.
    await tx.insert(pointRates).values(demoPointRates()).onConflictDoNothing();
    if (await isEmpty(tx, pointRewards)) await tx.insert(pointRewards).values(demoPointRewards());
    // VIP levels are keyed by their number.
    await tx.insert(vipLevels).values(demoVipLevels()).onConflictDoNothing();
    // The jurisdiction's contacts that help and the Responsible gaming page show (operators edit them):
    // migration 0036 made the default row; the demo fills its contacts while nobody has set any.
    const { code, ...jurisdiction } = demoJurisdiction();
    await tx
      .update(protectionJurisdictions)
      .set(jurisdiction)
      .where(
        and(
          eq(protectionJurisdictions.code, code),
          eq(protectionJurisdictions.regulatorName, ''),
          eq(protectionJurisdictions.supportName, ''),
          eq(protectionJurisdictions.supportPhone, ''),
        ),
      );
    if (await isEmpty(tx, depositMethods)) {
      const methods = demoDepositMethods().filter(
        (method) => options.paymentSandbox !== false || method.kind !== 'gateway',
      );
      await tx.insert(depositMethods).values(methods);
    }
    await tx.insert(members).values(agent).onConflictDoNothing();
    const [upline] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, agent.username));
    await tx
      .insert(members)
      .values({ ...player, uplineId: upline?.id ?? null })
      .onConflictDoNothing();
    await tx.insert(members).values(reset).onConflictDoNothing();
    await tx.insert(operators).values(operator).onConflictDoNothing();
    if (upline) {
      await tx
        .insert(affiliateCodes)
        .values({ code: DEMO_AFFILIATE_CODE, memberId: upline.id })
        .onConflictDoNothing();
    }
  });
  return generated;
}
