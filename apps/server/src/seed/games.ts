import {
  GAME_CLASSIFICATIONS,
  HOUSE_GAMES,
  ESPORTSBOOK_GAME_CODE,
  ESPORTSBOOK_VENDOR,
  SABONG_GAME_CODE,
  SABONG_VENDOR,
  SPORTSBOOK_GAME_CODE,
  SPORTSBOOK_VENDOR,
  type GameType,
} from '@swerte/contracts';
import { hashText } from '../platform/media.js';
import { demoVendors } from './vendors.js';

type Pair = readonly [en: string, ty: string];
type LaunchMode = 'iframe' | 'popup' | 'seamless';

/** Min bets offered by the catalogue, in cents: the §9 filter options 0.01, 0.05, 0.1, 0.5, 0.75. */
export const MIN_BET_OPTIONS_CENTS = [1, 5, 10, 50, 75] as const;

const ADJECTIVES: readonly Pair[] = [
  ['Golden', 'Gintong'],
  ['Lucky', 'Maswerteng'],
  ['Mighty', 'Makapangyarihang'],
  ['Royal', 'Maharlikang'],
  ['Wild', 'Mabangis na'],
  ['Sweet', 'Matamis na'],
  ['Magic', 'Mahiwagang'],
  ['Blazing', 'Nag-aapoy na'],
  ['Silver', 'Pilak na'],
  ['Jade', 'Jade na'],
  ['Midnight', 'Hatinggabing'],
  ['Happy', 'Masayang'],
];

/** Slot subjects: Filipino fiesta, jeepney, sabong, mythology, fruits, dragons, the sea, cards. */
const SUBJECTS: readonly Pair[] = [
  ['Fiesta', 'Pista'],
  ['Jeepney', 'Dyip'],
  ['Rooster', 'Tandang'],
  ['Bathala', 'Bathala'],
  ['Diwata', 'Diwata'],
  ['Mango', 'Mangga'],
  ['Pineapple', 'Pinya'],
  ['Dragon', 'Dragon'],
  ['Phoenix', 'Sarimanok'],
  ['Pearl', 'Perlas'],
  ['Reef', 'Bahura'],
  ['Ace', 'Alas'],
  ['Carabao', 'Kalabaw'],
  ['Sampaguita', 'Sampaguita'],
  ['Moon', 'Buwan'],
  ['Treasure', 'Kayamanan'],
];

const SLOT_ENDINGS: Record<string, readonly Pair[]> = {
  video_slots: [
    ['Riches', 'Yaman ng'],
    ['Adventure', 'Pakikipagsapalaran ng'],
    ['Festival', 'Pagdiriwang ng'],
  ],
  classic: [
    ['Classic', 'Klasikong'],
    ['7s', '7s ng'],
  ],
  megaways: [['Megaways', 'Megaways ng']],
  jackpot: [
    ['Jackpot', 'Jackpot ng'],
    ['Grand Fortune', 'Dakilang Kapalaran ng'],
  ],
};

/** Table and arcade titles per classification. */
const TITLES: Record<string, readonly Pair[]> = {
  baccarat: [
    ['Baccarat', 'Baccarat'],
    ['Speed Baccarat', 'Mabilis na Baccarat'],
    ['Squeeze Baccarat', 'Pisil na Baccarat'],
    ['Dragon Tiger', 'Dragon Tigre'],
  ],
  roulette: [
    ['Roulette', 'Roleta'],
    ['Lightning Roulette', 'Kidlat na Roleta'],
    ['Fiesta Roulette', 'Roleta ng Pista'],
  ],
  blackjack: [
    ['Blackjack', 'Blackjack'],
    ['VIP Blackjack', 'VIP Blackjack'],
  ],
  sicbo: [
    ['Sic Bo', 'Sic Bo'],
    ['Color Game', 'Perya Color Game'],
  ],
  sportsbook: [
    ['Basketball', 'Basketbol'],
    ['Football', 'Putbol'],
    ['Boxing', 'Boksing'],
    ['Volleyball', 'Balibol'],
  ],
  virtual: [
    ['Virtual Football', 'Birtwal na Putbol'],
    ['Virtual Racing', 'Birtwal na Karera'],
  ],
  fishing: [
    ['Ocean King', 'Hari ng Karagatan'],
    ['Fishing War', 'Digmaan sa Pangingisda'],
    ['Banca Hunter', 'Mangangaso ng Bangka'],
    ['Golden Tuna', 'Gintong Tuna'],
  ],
  arcade: [
    ['Dragon Fishing', 'Pangingisda ng Dragon'],
    ['Mermaid Arcade', 'Arcade ng Sirena'],
  ],
  sabong: [
    ['Sabong Arena', 'Arena ng Sabong'],
    ['Derby Cockfight', 'Derby na Sabong'],
  ],
  esports: [
    ['MOBA Championship', 'Kampeonato ng MOBA'],
    ['Battle Royale League', 'Liga ng Battle Royale'],
    ['Tactical Shooter Cup', 'Tasa ng Tactical Shooter'],
  ],
  tongits: [
    ['Tongits', 'Tongits'],
    ['Tongits Go', 'Tongits Go'],
  ],
  pusoy: [
    ['Pusoy', 'Pusoy'],
    ['Pusoy Dos', 'Pusoy Dos'],
  ],
  lucky9: [
    ['Lucky 9', 'Lucky 9'],
    ['Sakla', 'Sakla'],
  ],
  poker: [
    ["Texas Hold'em", "Texas Hold'em"],
    ['Pula Puti', 'Pula Puti'],
  ],
  lotto: [
    ['Lotto 6/42', 'Lotto 6/42'],
    ['Mega Lotto 6/45', 'Mega Lotto 6/45'],
    ['Grand Lotto 6/55', 'Grand Lotto 6/55'],
  ],
  keno: [
    ['Keno', 'Keno'],
    ['Fiesta Keno', 'Keno ng Pista'],
  ],
  numbers: [
    ['Swertres', 'Swertres'],
    ['EZ2', 'EZ2'],
    ['Pick 4', 'Pick 4'],
  ],
};

const TABLE_WORD: Pair = ['Table', 'Mesa'];

export interface DemoGame {
  vendor: string;
  gameType: string;
  gameCode: string;
  nameEn: string;
  nameTy: string;
  classify: string;
  minBetCents: number;
  minLineNum: number;
  isHot: boolean;
  isNew: boolean;
  sortOrder: number;
  /** Set to '/media/games/<id>.svg' once the row has its id. */
  imageUrl: string;
  enabled: boolean;
  launchMode: LaunchMode;
}

function slotName(index: number, classify: string, seed: number): { en: string; ty: string } {
  const adjective = ADJECTIVES[(index * 5 + seed) % ADJECTIVES.length]!;
  const subject = SUBJECTS[(index * 7 + (seed >>> 4)) % SUBJECTS.length]!;
  const endings = SLOT_ENDINGS[classify]!;
  const ending = endings[(index + (seed >>> 8)) % endings.length]!;
  return {
    en: `${adjective[0]} ${subject[0]} ${ending[0]}`,
    ty: `${ending[1]} ${adjective[1]} ${subject[1]}`,
  };
}

/** `tables` counts the tables of each title so far, so a second one is named "Table 2". */
function tableName(
  index: number,
  classify: string,
  seed: number,
  tables: Map<string, number>,
): { en: string; ty: string } {
  const titles = TITLES[classify]!;
  const title = titles[(Math.floor(index / 4) + seed) % titles.length]!;
  const number = (tables.get(title[0]) ?? 0) + 1;
  tables.set(title[0], number);
  return number === 1
    ? { en: title[0], ty: title[1] }
    : { en: `${title[0]} ${TABLE_WORD[0]} ${number}`, ty: `${title[1]} ${TABLE_WORD[1]} ${number}` };
}

/** 10 to 40 games per vendor, the same every run; the house vendors lead with the two real games. */
export function demoGames(): DemoGame[] {
  const rows: DemoGame[] = [];
  for (const vendor of demoVendors()) {
    const gameType = vendor.gameType as GameType;
    const seed = hashText(vendor.vassalage);
    const total = 10 + (seed % 31);
    const classes = GAME_CLASSIFICATIONS[gameType];
    const seen = new Set<string>();
    const tables = new Map<string, number>();
    const add = (game: Omit<DemoGame, 'vendor' | 'gameType' | 'sortOrder' | 'imageUrl' | 'enabled'>) => {
      rows.push({
        ...game,
        vendor: vendor.vassalage,
        gameType,
        sortOrder: (seen.size + 1) * 10,
        imageUrl: '',
        enabled: true,
      });
      seen.add(game.nameEn);
    };
    if (vendor.vassalage === HOUSE_GAMES.slot.vendor) {
      add({
        gameCode: HOUSE_GAMES.slot.gameCode,
        nameEn: 'Swerte Fiesta',
        nameTy: 'Swerte Fiesta',
        classify: 'video_slots',
        minBetCents: 1,
        minLineNum: 20,
        isHot: true,
        isNew: true,
        launchMode: 'seamless',
      });
    }
    if (vendor.vassalage === HOUSE_GAMES.baccarat.vendor) {
      add({
        gameCode: HOUSE_GAMES.baccarat.gameCode,
        nameEn: 'Baccarat',
        nameTy: 'Baccarat',
        classify: 'baccarat',
        minBetCents: 10,
        minLineNum: 1,
        isHot: true,
        isNew: true,
        launchMode: 'seamless',
      });
      // The shared tables: every player at one sees the same round (house/live).
      for (const [game, nameEn, nameTy, classify] of [
        ['roulette', 'Swerte Roulette', 'Swerte Roleta', 'roulette'],
        ['sicbo', 'Swerte Sic Bo', 'Swerte Sic Bo', 'sicbo'],
        ['dragonTiger', 'Swerte Dragon Tiger', 'Swerte Dragon Tigre', 'baccarat'],
      ] as const)
        add({
          gameCode: HOUSE_GAMES[game].gameCode,
          nameEn,
          nameTy,
          classify,
          minBetCents: 10,
          minLineNum: 1,
          isHot: true,
          isNew: true,
          launchMode: 'seamless',
        });
    }
    if (vendor.vassalage === HOUSE_GAMES.fishing.vendor) {
      add({
        gameCode: HOUSE_GAMES.fishing.gameCode,
        nameEn: 'Swerte Ocean',
        nameTy: 'Swerte Karagatan',
        classify: 'fishing',
        minBetCents: 10,
        minLineNum: 1,
        isHot: true,
        isNew: true,
        launchMode: 'seamless',
      });
    }
    // The house sabong is one game, the arena at /cockfight (migration 0033 connects it).
    if (vendor.vassalage === SABONG_VENDOR) {
      add({
        gameCode: SABONG_GAME_CODE,
        nameEn: 'Swerte Sabong Arena',
        nameTy: 'Swerte Sabong Arena',
        classify: 'sabong',
        minBetCents: 1000,
        minLineNum: 1,
        isHot: true,
        isNew: true,
        launchMode: 'seamless',
      });
      continue;
    }
    // The house book is one game per vendor: FB's sportsbook and the esports book (migration 0035).
    const book =
      vendor.vassalage === SPORTSBOOK_VENDOR
        ? { gameCode: SPORTSBOOK_GAME_CODE, name: 'Swerte Sportsbook', classify: 'sportsbook' }
        : vendor.vassalage === ESPORTSBOOK_VENDOR
          ? { gameCode: ESPORTSBOOK_GAME_CODE, name: 'Swerte Esports Book', classify: 'esports' }
          : null;
    if (book) {
      add({
        gameCode: book.gameCode,
        nameEn: book.name,
        nameTy: book.name,
        classify: book.classify,
        minBetCents: 100,
        minLineNum: 1,
        isHot: true,
        isNew: true,
        launchMode: 'seamless',
      });
      continue;
    }
    // The house card rooms are one game, Pusoy Dos (its rooms are GLS2_roomList's), not a list of games.
    if (vendor.vassalage === HOUSE_GAMES.pusoyDos.vendor) {
      add({
        gameCode: HOUSE_GAMES.pusoyDos.gameCode,
        nameEn: 'Pusoy Dos',
        nameTy: 'Pusoy Dos',
        classify: 'pusoy',
        minBetCents: 100,
        minLineNum: 1,
        isHot: true,
        isNew: true,
        launchMode: 'seamless',
      });
      continue;
    }
    for (let index = 0; seen.size < total && index < total * 4; index++) {
      const classify = classes[index % classes.length]!;
      const name =
        gameType === 'RNG' ? slotName(index, classify, seed) : tableName(index, classify, seed, tables);
      if (seen.has(name.en)) continue;
      const mix = hashText(`${vendor.vassalage}:${name.en}`);
      add({
        gameCode: `${vendor.vassalage}_${String(seen.size + 1).padStart(3, '0')}`,
        nameEn: name.en,
        nameTy: name.ty,
        classify,
        minBetCents: MIN_BET_OPTIONS_CENTS[mix % MIN_BET_OPTIONS_CENTS.length]!,
        minLineNum: gameType === 'RNG' ? [1, 5, 9, 20, 25, 50][(mix >>> 3) % 6]! : 1,
        isHot: mix % 7 === 0,
        isNew: (mix >>> 5) % 9 === 0,
        // Live tables of a vendor with its own wallet open in their own window.
        launchMode: vendor.walletMode === 'transfer' ? 'popup' : 'iframe',
      });
    }
  }
  return rows;
}
