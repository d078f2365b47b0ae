import {
  ESPORTSBOOK_PATH,
  ESPORTSBOOK_VENDOR,
  HOUSE_GAMES,
  SABONG_PATH,
  SABONG_VENDOR,
  SPORTSBOOK_PATH,
  SPORTSBOOK_VENDOR,
  type GameType,
} from '@swerte/contracts';

/** The house plays its games on the site's own /seamless page; the arena and the book on their own. */
const HOUSE_LAUNCH_URL = '/seamless';
const HOUSE_PAGES: Readonly<Record<string, string>> = {
  [SABONG_VENDOR]: SABONG_PATH,
  [SPORTSBOOK_VENDOR]: SPORTSBOOK_PATH,
  [ESPORTSBOOK_VENDOR]: ESPORTSBOOK_PATH,
};
const HOUSE_VENDORS: ReadonlySet<string> = new Set(Object.values(HOUSE_GAMES).map((game) => game.vendor));

interface DemoVendor {
  vassalage: string;
  displayName: string;
  isHot?: boolean;
  /** Keeps its own wallet: members move money in and out (GCS_walletTransfer). */
  transfer?: boolean;
}

/**
 * Demo vendors per game type, in display order. Names are ours, except DS88 and FB, which §2/§9 name.
 * Three keep wallets of their own (transfer mode); the rest are seamless.
 */
const VENDORS: Record<GameType, DemoVendor[]> = {
  RNG: [
    { vassalage: 'SW_RNG', displayName: 'Swerte Slots', isHot: true },
    { vassalage: 'LUZON', displayName: 'Luzon Reels', isHot: true },
    { vassalage: 'BITUIN', displayName: 'Bituin Gaming' },
    { vassalage: 'MABUHAY', displayName: 'Mabuhay Slots' },
    { vassalage: 'PAGODA', displayName: 'Pagoda Play' },
    { vassalage: 'CORAL', displayName: 'Coral Spin' },
    { vassalage: 'TALA', displayName: 'Tala Studios' },
    { vassalage: 'CARABAO', displayName: 'Golden Carabao' },
    { vassalage: 'ISLA', displayName: 'Isla Games' },
  ],
  LIVE: [
    { vassalage: 'SW_LIVE', displayName: 'Swerte Live', isHot: true },
    { vassalage: 'PEARL', displayName: 'Pearl Live Casino', transfer: true },
    { vassalage: 'MAHARLIKA', displayName: 'Maharlika Live' },
    { vassalage: 'VELVET', displayName: 'Velvet Room' },
  ],
  SPORTS: [
    { vassalage: 'FB', displayName: 'FB Sports', isHot: true },
    { vassalage: 'SW_SPORTS', displayName: 'Swerte Sportsbook' },
    { vassalage: 'ARENA8', displayName: 'Arena Eight', transfer: true },
  ],
  FISH: [
    { vassalage: 'SW_FISH', displayName: 'Swerte Fishing', isHot: true },
    { vassalage: 'REEF', displayName: 'Reef Hunters', transfer: true },
    { vassalage: 'BANCA', displayName: 'Banca Fishing' },
  ],
  COCKFIGHT: [
    { vassalage: 'DS88', displayName: 'DS88 Sabong', isHot: true },
    { vassalage: 'SW_SABONG', displayName: 'Swerte Sabong' },
  ],
  ESPORTS: [
    { vassalage: 'SW_ESPORTS', displayName: 'Swerte Esports' },
    { vassalage: 'NEXUS', displayName: 'Nexus Esports', isHot: true },
  ],
  PVP: [
    { vassalage: 'SW_PVP', displayName: 'Swerte Cards', isHot: true },
    { vassalage: 'TONGITS', displayName: 'Tongits Club' },
    { vassalage: 'PUSOY', displayName: 'Pusoy Arena' },
  ],
  ELOTT: [
    { vassalage: 'SW_LOTTO', displayName: 'Swerte Lotto', isHot: true },
    { vassalage: 'PERYA', displayName: 'Perya Draw' },
    { vassalage: 'SEA_LOTTO', displayName: 'SEA Lotto' },
  ],
};

export function demoVendors() {
  return Object.entries(VENDORS).flatMap(([gameType, list], typeIndex) =>
    list.map((vendor, index) => ({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      gameType,
      accountTypeId: (typeIndex + 1) * 100 + index + 1,
      isHot: vendor.isHot ?? false,
      sortOrder: (index + 1) * 10,
      logoUrl: `/media/vendors/${vendor.vassalage}.svg`,
      enabled: true,
      walletMode: vendor.transfer ? ('transfer' as const) : ('seamless' as const),
      // Other demo vendors have no game server here: they and their games stay hidden from players
      // (games/launchable.ts) until an operator connects one; operators see and configure them.
      launchUrl: HOUSE_VENDORS.has(vendor.vassalage)
        ? HOUSE_LAUNCH_URL
        : (HOUSE_PAGES[vendor.vassalage] ?? null),
    })),
  );
}
