import { escapeXml, hashText } from '../../platform/media.js';
import { motifOf } from './banner-motifs.js';

/** wide: 1200 × 400 for screens from tablets up; narrow: 750 × 500 for phones. */
export type BannerLayout = 'wide' | 'narrow';

/** Background hues per banner group: each page of §2 gets its own campaign look. */
const GROUP_HUES: Record<string, [number, number]> = {
  w_home: [262, 292],
  w_rng: [285, 330],
  w_live: [350, 15],
  w_fish: [200, 178],
  w_pvp: [155, 190],
  w_sports: [215, 250],
  w_esports: [250, 285],
  w_lott: [330, 295],
  w_cockfight: [5, 30],
  w_promotion: [268, 320],
  w_shop: [300, 330],
  w_help: [205, 240],
  w_reg: [262, 300],
};

/** The small label above the headline and the button's words, per group. */
const GROUP_COPY: Record<string, [kicker: string, cta: string]> = {
  w_home: ['SWERTE EXCLUSIVE', 'PLAY NOW'],
  w_rng: ['SLOTS', 'SPIN NOW'],
  w_live: ['LIVE CASINO', 'PLAY NOW'],
  w_fish: ['FISHING', 'PLAY NOW'],
  w_pvp: ['CARD GAMES', 'PLAY NOW'],
  w_sports: ['SPORTS', 'BET NOW'],
  w_esports: ['ESPORTS', 'BET NOW'],
  w_lott: ['LOTTERY', 'PLAY NOW'],
  w_cockfight: ['SABONG', 'WATCH NOW'],
  w_promotion: ['PROMOTION', 'CLAIM NOW'],
  w_shop: ['POINTS MALL', 'REDEEM NOW'],
  w_help: ['24x7 SUPPORT', 'CHAT WITH US'],
  w_reg: ['NEW MEMBERS', 'JOIN NOW'],
};

/** The same words in Filipino, for art of a Filipino banner row. */
const GROUP_COPY_TY: Record<string, [kicker: string, cta: string]> = {
  w_home: ['EKSKLUSIBO SA SWERTE', 'MAGLARO NA'],
  w_rng: ['SLOTS', 'MAG-SPIN NA'],
  w_live: ['LIVE CASINO', 'MAGLARO NA'],
  w_fish: ['PANGINGISDA', 'MAGLARO NA'],
  w_pvp: ['LARO NG BARAHA', 'MAGLARO NA'],
  w_sports: ['SPORTS', 'TUMAYA NA'],
  w_esports: ['ESPORTS', 'TUMAYA NA'],
  w_lott: ['LOTTERY', 'MAGLARO NA'],
  w_cockfight: ['SABONG', 'MANOOD NA'],
  w_promotion: ['PROMO', 'I-CLAIM NA'],
  w_shop: ['POINTS MALL', 'I-REDEEM NA'],
  w_help: ['24x7 NA SUPORTA', 'MAKIPAG-CHAT'],
  w_reg: ['BAGONG MIYEMBRO', 'SUMALI NA'],
};

const FONT = "font-family=\"'Inter Variable', Inter, 'Segoe UI', Roboto, Arial, sans-serif\"";

const SIZES = {
  wide: { w: 1200, h: 400, motif: [930, 205, 0.95], text: [72, 70], titleSize: 60, perLine: 20 },
  narrow: { w: 750, h: 500, motif: [560, 140, 0.7], text: [44, 0], titleSize: 50, perLine: 18 },
} as const;

/** Words into at most two lines of about `perLine` characters. */
function wrap(title: string, perLine: number): string[] {
  if (title.length <= perLine) return [title];
  const words = title.split(/\s+/);
  let first = '';
  while (words.length > 1 && (first + ' ' + words[0]).trim().length <= perLine)
    first = `${first} ${words.shift()}`.trim();
  return first ? [first, words.join(' ')] : [title];
}

/** Figures (100%, P5,000, 24x7, 10,000) in gold, the rest white. */
function highlight(line: string): string {
  return line
    .split(/(\s+)/)
    .map((word) =>
      /\d|%|₱/.test(word) ? `<tspan fill="url(#gold)">${escapeXml(word)}</tspan>` : escapeXml(word),
    )
    .join('');
}

function backdrop(seed: number, w: number, h: number, cx: number, cy: number): string {
  const rays = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2 + (seed % 10) / 10;
    const b = a + 0.09;
    const r = w;
    const p = (t: number) => `${(cx + Math.cos(t) * r).toFixed(0)},${(cy + Math.sin(t) * r).toFixed(0)}`;
    return `<polygon points="${cx},${cy} ${p(a)} ${p(b)}"/>`;
  }).join('');
  const bokeh = Array.from({ length: 9 }, (_, i) => {
    const n = hashText(`${seed}:b${i}`);
    return `<circle cx="${n % w}" cy="${(n >> 11) % h}" r="${10 + ((n >> 21) % 46)}" fill="#fff" opacity="${(0.04 + ((n >> 4) % 8) / 100).toFixed(2)}"/>`;
  }).join('');
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const n = hashText(`${seed}:s${i}`);
    const x = w * 0.45 + (n % (w * 0.55));
    const y = 20 + ((n >> 10) % (h - 40));
    const s = 5 + ((n >> 20) % 9);
    return `<path d="M${x} ${y - s * 2} Q${x} ${y} ${x + s * 2} ${y} Q${x} ${y} ${x} ${y + s * 2} Q${x} ${y} ${x - s * 2} ${y} Q${x} ${y} ${x} ${y - s * 2}Z" fill="#ffe9a8" opacity="0.9"/>`;
  }).join('');
  return `<g fill="#fff" opacity="0.07">${rays}</g>${bokeh}
  <path d="M${w * 0.38} ${h} L${w * 0.56} 0 H${w * 0.62} L${w * 0.44} ${h} Z" fill="#fff" opacity="0.05"/>
  ${sparkles}`;
}

/** Campaign art for one banner row: the group's colours and illustration, its headline, tagline and button. */
export function drawBanner(
  banner: {
    id: number;
    groupName: string;
    title: string;
    subtitle: string;
    linkageType?: number;
    /** The row's language: TY draws the kicker and button in Filipino; EN or none in English. */
    lang?: string | null;
    /** The small label above the headline; the group's when left out. */
    kicker?: string;
  },
  layout: BannerLayout = 'wide',
): string {
  const size = SIZES[layout];
  const [from, to] = GROUP_HUES[banner.groupName] ?? [268, 300];
  const copy = banner.lang === 'TY' ? GROUP_COPY_TY : GROUP_COPY;
  const [groupKicker, cta] = copy[banner.groupName] ?? [
    'SWERTE',
    banner.lang === 'TY' ? 'MAGLARO NA' : 'PLAY NOW',
  ];
  const kicker = escapeXml(banner.kicker ?? groupKicker);
  const seed = hashText(`${banner.groupName}:${banner.id}`);
  const [mx, my, scale] = size.motif;
  const lines = wrap(banner.title, size.perLine);
  const titleSize = lines.length > 1 ? size.titleSize - 6 : size.titleSize;
  const linesHeight = (lines.length - 1) * (titleSize + 4);
  // Wide art hangs its text from the top; phone art stands it on the bottom edge, under the illustration.
  const [tx, top] = size.text;
  // The kicker pill (32 high) sits a little above the headline's capitals.
  const kickerGap = titleSize + 26;
  const ty = layout === 'wide' ? top : size.h - 40 - 52 - 30 - 44 - linesHeight - kickerGap;
  const titleTop = ty + kickerGap;
  const subtitleY = titleTop + linesHeight + 44;
  const ctaY = subtitleY + 30;
  const ctaWidth = 40 + cta.length * 14;
  const button =
    banner.linkageType === 0
      ? ''
      : `<g filter="url(#lift)"><rect x="${tx}" y="${ctaY}" width="${ctaWidth}" height="52" rx="26" fill="url(#gold)"/>
  <text x="${tx + ctaWidth / 2}" y="${ctaY + 34}" text-anchor="middle" ${FONT} font-size="21" font-weight="800" letter-spacing="1" fill="#4a2406">${cta}</text></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${size.w} ${size.h}" role="img" aria-label="${escapeXml(banner.title)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${from} 75% 16%)"/>
      <stop offset="0.55" stop-color="hsl(${(from + to) / 2} 72% 30%)"/>
      <stop offset="1" stop-color="hsl(${to} 80% 42%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="${mx / size.w}" cy="${my / size.h}" r="0.45">
      <stop offset="0" stop-color="hsl(45 100% 72% / 0.55)"/>
      <stop offset="1" stop-color="hsl(45 100% 72% / 0)"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff0b0"/><stop offset="0.45" stop-color="#ffcf4a"/><stop offset="1" stop-color="#e59a12"/>
    </linearGradient>
    <linearGradient id="goldDeep" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f7b733"/><stop offset="1" stop-color="#a8660a"/>
    </linearGradient>
    <linearGradient id="silver" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#b9b3cf"/>
    </linearGradient>
    <linearGradient id="ruby" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e63950"/><stop offset="1" stop-color="#8e1230"/>
    </linearGradient>
    <radialGradient id="shade" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/>
    </radialGradient>
    <filter id="lift" x="-30%" y="-30%" width="160%" height="160%">
      <feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#12051f" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect width="${size.w}" height="${size.h}" fill="url(#bg)"/>
  ${backdrop(seed, size.w, size.h, mx, my)}
  <rect width="${size.w}" height="${size.h}" fill="url(#glow)"/>
  <g transform="translate(${mx} ${my}) scale(${scale})" ${FONT}>${motifOf(banner.groupName, banner.id)}</g>
  <rect x="${tx}" y="${ty}" width="${30 + kicker.length * 12.5}" height="32" rx="16" fill="#000" opacity="0.28"/>
  <text x="${tx + 14}" y="${ty + 22}" ${FONT} font-size="15" font-weight="800" letter-spacing="2" fill="#ffd572">${kicker}</text>
  <text x="${tx}" y="${titleTop}" ${FONT} font-size="${titleSize}" font-weight="900" fill="#fff">${lines
    .map((line, i) => `<tspan x="${tx}" dy="${i === 0 ? 0 : titleSize + 4}">${highlight(line)}</tspan>`)
    .join('')}</text>
  <text x="${tx}" y="${subtitleY}" ${FONT} font-size="${layout === 'wide' ? 24 : 23}" font-weight="500" fill="#fff" opacity="0.9">${escapeXml(banner.subtitle)}</text>
  ${button}
</svg>`;
}
