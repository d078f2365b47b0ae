/** A §7 game menu as the prize mode rule reads it: its game type and the vendors under it. */
export interface MenuVendors {
  gameType: string;
  vendors: readonly { vassalage: string }[];
}

export type PrizeMode = 'ELOTT' | 'LOTT';

const ELOTT_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * §4 prize mode: ELOTT when the vendors include TCG_LOTTO_VN, or a LOTT vendor sits under ELOTT;
 * else LOTT. The lottery calls (§7 menu, recent, popular) send it as prizeMode.
 */
export function prizeMode(menus: readonly MenuVendors[]): PrizeMode {
  const vendors = menus.flatMap((menu) =>
    menu.vendors.map((vendor) => ({ gameType: menu.gameType, vassalage: vendor.vassalage })),
  );
  const hasVn = vendors.some((vendor) => vendor.vassalage === 'TCG_LOTTO_VN');
  const lottUnderElott = vendors.some(
    (vendor) => vendor.gameType === 'ELOTT' && ELOTT_VENDORS.includes(vendor.vassalage),
  );
  return hasVn || lottUnderElott ? 'ELOTT' : 'LOTT';
}
