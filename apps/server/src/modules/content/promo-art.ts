import type { PromoCategory } from '@swerte/contracts';
import { drawBanner, type BannerLayout } from './banner-art.js';

/** Each category borrows the look of a banner group (colours, illustration) and has its own label. */
const CATEGORY_ART: Record<PromoCategory, [group: string, kicker: string]> = {
  new_member: ['w_reg', 'NEW MEMBERS'],
  deposit: ['w_home', 'DEPOSIT BONUS'],
  slots: ['w_rng', 'SLOTS'],
  live: ['w_live', 'LIVE CASINO'],
  sports: ['w_sports', 'SPORTS'],
  daily: ['w_promotion', 'DAILY REWARD'],
  vip: ['w_cockfight', 'VIP CLUB'],
  raffle: ['w_lott', 'GRAND RAFFLE'],
};

/** At most about `limit` characters, cut at a word, for the art's tagline. */
export function tagline(text: string, limit = 46): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).replace(/[,.;:]$/, '')}…`;
}

/** Campaign art of one promotion in one language: its category's look, its title and a tagline. */
export function drawPromotion(
  promo: { id: number; category: string; title: string; summary: string },
  layout: BannerLayout,
): string {
  const [groupName, kicker] = CATEGORY_ART[promo.category as PromoCategory] ?? ['w_promotion', 'PROMOTION'];
  // Ids of promotions and banners overlap: an offset keeps their backdrops apart.
  const id = 100_000 + promo.id;
  return drawBanner(
    { id, groupName, kicker, title: promo.title, subtitle: tagline(promo.summary), linkageType: 0 },
    layout,
  );
}
