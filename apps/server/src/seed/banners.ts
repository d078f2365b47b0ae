/**
 * Banner groups of §2 with campaign headlines and links (a site path opens in the site, an https address
 * in a new tab); the artwork is drawn by /media/banners/:id.svg.
 */
const CAMPAIGNS: Record<string, [title: string, subtitle: string, link: string | null][]> = {
  w_home: [
    ['Welcome Bonus 100%', 'Double your first deposit up to P5,000', '/promotions'],
    ['Three steps to win', 'Create an account, deposit, start winning', '/register'],
    ['Jackpot Season', 'Progressive jackpots on every slot hall', '/rng'],
  ],
  w_rng: [
    ['Spin & Win Week', 'Free spins every day on featured slots', '/promotions'],
    ['10,000 Slots', 'New titles from our studios every week', null],
  ],
  w_live: [
    ['Live Baccarat Nights', 'Real dealers, real tables, 24x7', '/live'],
    ['Rebate on Live Casino', 'Up to 1% back on every valid bet', '/promotions'],
  ],
  w_fish: [['Deep Sea Hunt', 'Catch the golden whale for big prizes', '/fish']],
  w_pvp: [['Tongits Championship', 'Play against real players and climb the board', '/pvp']],
  w_sports: [
    ['Basketball Playoffs', 'Best odds on every game of the season', '/sports'],
    ['Parlay Boost', 'Extra winnings on 4+ leg parlays', '/promotions'],
  ],
  w_esports: [['Esports Arena', 'Bet live on the biggest tournaments', '/esports']],
  w_lott: [['Daily Draws', 'E-lottery draws every few minutes', '/elott']],
  w_cockfight: [['Sabong Live', 'Derby fights streamed all day', '/cockfight']],
  w_promotion: [
    ['Refer a Friend', 'Earn rewards for every friend who plays', '/promotions'],
    ['VIP Rewards', 'Climb the levels for bigger perks', '/vip'],
  ],
  w_shop: [['Points Mall', 'Turn your points into prizes', '/pointMall']],
  w_help: [['We are here 24x7', 'Live chat, Facebook and Telegram support', 'https://t.me/swerte_support']],
  w_reg: [['Join Swerte Today', 'Sign up in under a minute', null]],
};

/** Rows without `url`: the seed sets it from the id once the row exists. */
export function demoBanners() {
  return Object.entries(CAMPAIGNS).flatMap(([groupName, list]) =>
    list.map(([title, subtitle, link], index) => ({
      groupName,
      title,
      subtitle,
      url: '',
      linkageType: link === null ? 0 : link.startsWith('https://') ? 2 : 1,
      linkUrl: link,
      sortOrder: (index + 1) * 10,
      lang: null,
    })),
  );
}
