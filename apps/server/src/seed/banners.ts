/**
 * Banner groups of §2 with campaign headlines and links (a site path opens in the site, an https address
 * in a new tab); the artwork is drawn by /media/banners/:id.svg.
 */
type Campaign = [title: string, subtitle: string, link: string | null];

/** Each campaign in Filipino and English: a banner row per language, so a visitor sees only theirs. */
const CAMPAIGNS: Record<string, { TY: Campaign; EN: Campaign }[]> = {
  w_home: [
    {
      TY: ['Welcome Bonus 100%', 'Doblehin ang unang deposito, hanggang P5,000', '/promotions'],
      EN: ['Welcome Bonus 100%', 'Double your first deposit up to P5,000', '/promotions'],
    },
    {
      TY: ['Tatlong hakbang sa panalo', 'Gumawa ng account, mag-deposito, manalo', '/register'],
      EN: ['Three steps to win', 'Create an account, deposit, start winning', '/register'],
    },
    {
      TY: ['Panahon ng Jackpot', 'Progressive jackpot sa bawat slot hall', '/rng'],
      EN: ['Jackpot Season', 'Progressive jackpots on every slot hall', '/rng'],
    },
  ],
  w_rng: [
    {
      TY: ['Linggo ng Spin & Win', 'Libreng spins araw-araw sa mga tampok na slot', '/promotions'],
      EN: ['Spin & Win Week', 'Free spins every day on featured slots', '/promotions'],
    },
    {
      TY: ['10,000 Slots', 'Bagong laro mula sa aming mga studio linggo-linggo', null],
      EN: ['10,000 Slots', 'New titles from our studios every week', null],
    },
  ],
  w_live: [
    {
      TY: ['Gabi ng Live Baccarat', 'Totoong dealer, totoong mesa, 24x7', '/live'],
      EN: ['Live Baccarat Nights', 'Real dealers, real tables, 24x7', '/live'],
    },
    {
      TY: ['Rebate sa Live Casino', 'Hanggang 1% pabalik sa bawat valid bet', '/promotions'],
      EN: ['Rebate on Live Casino', 'Up to 1% back on every valid bet', '/promotions'],
    },
  ],
  w_fish: [
    {
      TY: ['Pangangaso sa Laot', 'Hulihin ang gintong balyena para sa malaking premyo', '/fish'],
      EN: ['Deep Sea Hunt', 'Catch the golden whale for big prizes', '/fish'],
    },
  ],
  w_pvp: [
    {
      TY: ['Tongits Championship', 'Makipaglaro sa totoong manlalaro at umakyat sa ranggo', '/pvp'],
      EN: ['Tongits Championship', 'Play against real players and climb the board', '/pvp'],
    },
  ],
  w_sports: [
    {
      TY: ['Basketball Playoffs', 'Pinakamagandang odds sa bawat laro ng season', '/sports'],
      EN: ['Basketball Playoffs', 'Best odds on every game of the season', '/sports'],
    },
    {
      TY: ['Parlay Boost', 'Dagdag na panalo sa parlay na 4 o higit pang leg', '/promotions'],
      EN: ['Parlay Boost', 'Extra winnings on 4+ leg parlays', '/promotions'],
    },
  ],
  w_esports: [
    {
      TY: ['Esports Arena', 'Tumaya nang live sa pinakamalalaking torneo', '/esports'],
      EN: ['Esports Arena', 'Bet live on the biggest tournaments', '/esports'],
    },
  ],
  w_lott: [
    {
      TY: ['Araw-araw na Bola', 'May bola ng e-lottery bawat ilang minuto', '/elott'],
      EN: ['Daily Draws', 'E-lottery draws every few minutes', '/elott'],
    },
  ],
  w_cockfight: [
    {
      TY: ['Sabong Live', 'Mga laban ng derby buong araw', '/cockfight'],
      EN: ['Sabong Live', 'Derby fights streamed all day', '/cockfight'],
    },
  ],
  w_promotion: [
    {
      TY: ['Mag-imbita ng Kaibigan', 'May gantimpala sa bawat kaibigang naglalaro', '/promotions'],
      EN: ['Refer a Friend', 'Earn rewards for every friend who plays', '/promotions'],
    },
    {
      TY: ['VIP Rewards', 'Umakyat ng level para sa mas malaking pribilehiyo', '/vip'],
      EN: ['VIP Rewards', 'Climb the levels for bigger perks', '/vip'],
    },
  ],
  w_shop: [
    {
      TY: ['Points Mall', 'Gawing premyo ang iyong points', '/pointMall'],
      EN: ['Points Mall', 'Turn your points into prizes', '/pointMall'],
    },
  ],
  w_help: [
    {
      TY: ['Narito kami 24x7', 'Suporta sa live chat, Facebook at Telegram', 'https://t.me/swerte_support'],
      EN: ['We are here 24x7', 'Live chat, Facebook and Telegram support', 'https://t.me/swerte_support'],
    },
  ],
  w_reg: [
    {
      TY: ['Sumali sa Swerte Ngayon', 'Mag-sign up sa loob ng isang minuto', null],
      EN: ['Join Swerte Today', 'Sign up in under a minute', null],
    },
  ],
};

/** Rows without `url`: the seed sets it from the id once the row exists. */
export function demoBanners() {
  return Object.entries(CAMPAIGNS).flatMap(([groupName, list]) =>
    list.flatMap((campaign, index) =>
      (['TY', 'EN'] as const).map((lang) => {
        const [title, subtitle, link] = campaign[lang];
        return {
          groupName,
          title,
          subtitle,
          url: '',
          linkageType: link === null ? 0 : link.startsWith('https://') ? 2 : 1,
          linkUrl: link,
          sortOrder: (index + 1) * 10,
          lang,
        };
      }),
    ),
  );
}
