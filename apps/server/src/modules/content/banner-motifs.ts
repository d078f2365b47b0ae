/*
 * The illustration of each banner group, drawn around (0, 0) in a box of about 320 × 320 units with the
 * gradients banner-art.ts defines (#gold, #goldDeep, #silver, #ruby) and its #lift drop shadow.
 */

const card = (x: number, angle: number, rank: string, suit: string, colour: string) => `
  <g transform="rotate(${angle} ${x} 120) translate(${x} 0)" filter="url(#lift)">
    <rect x="-62" y="-88" width="124" height="176" rx="14" fill="#fffdf6" stroke="#e9dcb7" stroke-width="3"/>
    <text x="-44" y="-46" font-size="40" font-weight="800" fill="${colour}">${rank}</text>
    <text x="-44" y="-8" font-size="34" fill="${colour}">${suit}</text>
    <text x="0" y="52" text-anchor="middle" font-size="78" fill="${colour}">${suit}</text>
  </g>`;

const chip = (x: number, y: number, colour: string) => `
  <g transform="translate(${x} ${y})" filter="url(#lift)">
    <circle r="34" fill="${colour}"/>
    <circle r="34" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="12 14"/>
    <circle r="20" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
  </g>`;

const coin = (x: number, y: number, r: number, label = 'P') => `
  <g transform="translate(${x} ${y})" filter="url(#lift)">
    <circle r="${r}" fill="url(#goldDeep)"/>
    <circle r="${r * 0.82}" fill="url(#gold)" stroke="#fff3c4" stroke-width="${r * 0.05}"/>
    <text y="${r * 0.34}" text-anchor="middle" font-size="${r}" font-weight="900" fill="#a8660a">${label}</text>
  </g>`;

const ball = (x: number, y: number, n: string, colour: string) => `
  <g transform="translate(${x} ${y})" filter="url(#lift)">
    <circle r="46" fill="${colour}"/>
    <circle r="27" fill="#fff"/>
    <ellipse cx="-16" cy="-22" rx="14" ry="8" fill="#fff" opacity="0.45"/>
    <text y="11" text-anchor="middle" font-size="30" font-weight="900" fill="#2b1d55">${n}</text>
  </g>`;

const MOTIFS: Record<string, string> = {
  coins: `${coin(-70, 60, 70)}${coin(60, 90, 56)}${coin(20, -40, 104)}${coin(120, -110, 34)}`,
  slot: `
  <g filter="url(#lift)">
    <rect x="-150" y="-130" width="300" height="250" rx="28" fill="url(#ruby)" stroke="url(#gold)" stroke-width="10"/>
    <rect x="-110" y="-170" width="220" height="56" rx="18" fill="url(#gold)"/>
    <text y="-130" text-anchor="middle" font-size="30" font-weight="900" fill="#7a1b1b">JACKPOT</text>
    ${[-86, 0, 86].map((x) => `<rect x="${x - 38}" y="-70" width="76" height="110" rx="10" fill="#fffdf6"/><text x="${x}" y="12" text-anchor="middle" font-size="74" font-weight="900" fill="#d62839">7</text>`).join('')}
    <rect x="-120" y="70" width="240" height="26" rx="13" fill="#00000033"/>
    <path d="M158 -40 h20 v90 h-20" fill="none" stroke="url(#silver)" stroke-width="10" stroke-linecap="round"/>
    <circle cx="184" cy="-58" r="20" fill="#d62839" stroke="#fff" stroke-width="4"/>
  </g>`,
  cards: `${card(-70, -16, 'A', '♠', '#1c1433')}${card(0, 0, 'K', '♥', '#d62839')}${card(70, 16, 'Q', '♦', '#d62839')}${chip(-120, 120, '#d62839')}${chip(-40, 150, '#2a9d8f')}`,
  fish: `
  <g filter="url(#lift)">
    <path d="M-140 0 C -80 -110, 90 -110, 130 0 C 90 110, -80 110, -140 0 Z" fill="url(#gold)"/>
    <path d="M120 0 L 200 -70 L 186 0 L 200 70 Z" fill="url(#goldDeep)"/>
    <path d="M-20 -70 C 0 -130, 60 -120, 70 -64" fill="url(#goldDeep)"/>
    <path d="M-60 -40 C -40 0, -40 0, -60 40" fill="none" stroke="#b8740a" stroke-width="8" stroke-linecap="round"/>
    <circle cx="-96" cy="-14" r="16" fill="#fff"/><circle cx="-100" cy="-14" r="8" fill="#1c1433"/>
  </g>
  ${[
    [-170, -90, 16],
    [-190, -140, 10],
    [-150, -170, 7],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="4"/>`,
    )
    .join('')}`,
  ball: `
  <g filter="url(#lift)">
    <circle r="130" fill="#f08a24"/>
    <circle r="130" fill="url(#shade)"/>
    <g fill="none" stroke="#3b1d0a" stroke-width="8">
      <path d="M-130 0 H130"/><path d="M0 -130 V130"/>
      <path d="M-92 -92 C -30 -40, -30 40, -92 92"/><path d="M92 -92 C 30 -40, 30 40, 92 92"/>
    </g>
  </g>`,
  controller: `
  <g filter="url(#lift)">
    <path d="M-150 -40 C -150 -90, -100 -100, -60 -80 H60 C 100 -100, 150 -90, 150 -40 L 170 70 C 178 120, 120 130, 96 90 L 60 40 H-60 L -96 90 C -120 130, -178 120, -170 70 Z" fill="url(#silver)"/>
    <path d="M-108 -26 h20 v-20 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20 Z" fill="#2b1d55"/>
    <circle cx="84" cy="-36" r="14" fill="#d62839"/><circle cx="116" cy="-8" r="14" fill="#2a9d8f"/>
    <circle cx="52" cy="-8" r="14" fill="url(#gold)"/><circle cx="84" cy="20" r="14" fill="#7d63d6"/>
  </g>`,
  balls: `${ball(-120, 40, '07', '#d62839')}${ball(-30, -50, '18', 'url(#gold)')}${ball(60, 40, '23', '#2a9d8f')}${ball(140, -60, '36', '#7d63d6')}${ball(30, 130, '42', '#f08a24')}`,
  trophy: `
  <g filter="url(#lift)">
    <path d="M-100 -120 H100 V-40 C 100 30, 50 70, 0 74 C -50 70, -100 30, -100 -40 Z" fill="url(#gold)"/>
    <path d="M-100 -100 C -170 -100, -170 0, -90 10" fill="none" stroke="url(#goldDeep)" stroke-width="16"/>
    <path d="M100 -100 C 170 -100, 170 0, 90 10" fill="none" stroke="url(#goldDeep)" stroke-width="16"/>
    <rect x="-18" y="70" width="36" height="50" fill="url(#goldDeep)"/>
    <rect x="-80" y="116" width="160" height="34" rx="8" fill="url(#goldDeep)"/>
    <path d="M0 -92 l14 30 32 4 -24 22 7 32 -29 -16 -29 16 7 -32 -24 -22 32 -4 Z" fill="#fff8dc"/>
  </g>`,
  gift: `
  <g filter="url(#lift)">
    <rect x="-120" y="-40" width="240" height="170" rx="14" fill="url(#ruby)"/>
    <rect x="-136" y="-84" width="272" height="60" rx="12" fill="#e63950"/>
    <rect x="-22" y="-84" width="44" height="214" fill="url(#gold)"/>
    <path d="M0 -84 C -60 -170, -140 -120, -70 -84 Z M0 -84 C 60 -170, 140 -120, 70 -84 Z" fill="url(#gold)"/>
  </g>${coin(150, 90, 40)}`,
  bag: `
  <g filter="url(#lift)">
    <path d="M-60 -70 C -60 -160, 60 -160, 60 -70" fill="none" stroke="url(#goldDeep)" stroke-width="16"/>
    <path d="M-130 -70 H130 L 110 140 H-110 Z" fill="url(#ruby)"/>
    <path d="M0 -20 l22 44 48 6 -35 33 9 48 -44 -23 -44 23 9 -48 -35 -33 48 -6 Z" fill="url(#gold)"/>
  </g>${coin(140, 110, 38, '★')}`,
  headset: `
  <g filter="url(#lift)" fill="none" stroke-linecap="round">
    <path d="M-110 20 C -110 -140, 110 -140, 110 20" stroke="url(#silver)" stroke-width="22"/>
    <rect x="-150" y="0" width="70" height="120" rx="30" fill="url(#gold)" stroke="none"/>
    <rect x="80" y="0" width="70" height="120" rx="30" fill="url(#gold)" stroke="none"/>
    <path d="M115 120 C 115 170, 60 180, 10 180" stroke="url(#silver)" stroke-width="12"/>
    <circle cx="0" cy="180" r="18" fill="#d62839" stroke="none"/>
  </g>`,
  badge: `
  <g filter="url(#lift)">
    <path d="M0 -150 l40 82 90 12 -66 62 16 90 -80 -44 -80 44 16 -90 -66 -62 90 -12 Z" fill="url(#gold)"/>
    <path d="M-44 0 l30 32 62 -66" fill="none" stroke="#7a1b1b" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`,
};

/** Each group's illustrations; banners of one group take them in turn. */
const GROUP_MOTIFS: Record<string, (keyof typeof MOTIFS)[]> = {
  w_home: ['slot', 'coins', 'badge'],
  w_rng: ['slot', 'coins'],
  w_live: ['cards', 'coins'],
  w_fish: ['fish'],
  w_pvp: ['cards'],
  w_sports: ['ball', 'trophy'],
  w_esports: ['controller'],
  w_lott: ['balls'],
  w_cockfight: ['trophy'],
  w_promotion: ['gift', 'badge'],
  w_shop: ['bag'],
  w_help: ['headset'],
  w_reg: ['badge'],
};

export function motifOf(groupName: string, bannerId: number): string {
  const choices = GROUP_MOTIFS[groupName] ?? ['coins'];
  return MOTIFS[choices[bannerId % choices.length] ?? 'coins'] ?? '';
}
