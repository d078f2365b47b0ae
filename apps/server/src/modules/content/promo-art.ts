import type { Language, PromoCategory } from '@swerte/contracts';
import { drawBanner, type BannerLayout } from './banner-art.js';

/** Each category borrows the look of a banner group (colours, illustration). */
const CATEGORY_GROUP: Record<PromoCategory, string> = {
  new_member: 'w_reg',
  deposit: 'w_home',
  slots: 'w_rng',
  live: 'w_live',
  sports: 'w_sports',
  daily: 'w_promotion',
  vip: 'w_cockfight',
  raffle: 'w_lott',
};

/** The art's label of each category, in the language of the art's title. */
const CATEGORY_KICKER: Record<Language, Record<PromoCategory | 'other', string>> = {
  EN: {
    new_member: 'NEW MEMBERS',
    deposit: 'DEPOSIT BONUS',
    slots: 'SLOTS',
    live: 'LIVE CASINO',
    sports: 'SPORTS',
    daily: 'DAILY REWARD',
    vip: 'VIP CLUB',
    raffle: 'GRAND RAFFLE',
    other: 'PROMOTION',
  },
  TY: {
    new_member: 'BAGONG MIYEMBRO',
    deposit: 'BONUS SA DEPOSITO',
    slots: 'SLOTS',
    live: 'LIVE CASINO',
    sports: 'PALAKASAN',
    daily: 'ARAW-ARAW NA GANTIMPALA',
    vip: 'VIP CLUB',
    raffle: 'GRAND RAFFLE',
    other: 'PROMO',
  },
};

/** At most about `limit` characters, cut at a word, for the art's tagline. */
export function tagline(text: string, limit = 46): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).replace(/[,.;:]$/, '')}…`;
}

/** Campaign art of one promotion in one language: its category's look and label, its title and a tagline. */
export function drawPromotion(
  promo: { id: number; category: string; title: string; summary: string },
  layout: BannerLayout,
  lang: Language,
): string {
  const category = Object.hasOwn(CATEGORY_GROUP, promo.category) ? (promo.category as PromoCategory) : null;
  const groupName = category ? CATEGORY_GROUP[category] : 'w_promotion';
  const kicker = CATEGORY_KICKER[lang][category ?? 'other'];
  // Ids of promotions and banners overlap: an offset keeps their backdrops apart.
  const id = 100_000 + promo.id;
  return drawBanner(
    { id, groupName, kicker, title: promo.title, subtitle: tagline(promo.summary), linkageType: 0 },
    layout,
  );
}
