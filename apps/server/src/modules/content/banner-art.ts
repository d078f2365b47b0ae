import { escapeXml, hashText } from '../../platform/media.js';

/** Hue pairs per banner group: each page of §2 gets its own campaign look. */
const GROUP_HUES: Record<string, [number, number]> = {
  w_home: [268, 300],
  w_rng: [290, 330],
  w_live: [345, 20],
  w_fish: [190, 220],
  w_pvp: [150, 190],
  w_sports: [120, 160],
  w_esports: [250, 200],
  w_lott: [40, 10],
  w_cockfight: [10, 35],
  w_promotion: [275, 45],
  w_shop: [30, 300],
  w_help: [210, 250],
  w_reg: [265, 40],
};

const FONT = "font-family=\"'Inter Variable', Inter, 'Segoe UI', Roboto, Arial, sans-serif\"";

function shapes(seed: number, hue: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const n = hashText(`${seed}:${i}`);
    const x = 620 + (n % 560);
    const y = 20 + ((n >> 10) % 360);
    const r = 18 + ((n >> 20) % 70);
    const light = 60 + ((n >> 5) % 30);
    parts.push(
      i % 3 === 0
        ? `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${r / 3}" transform="rotate(45 ${x} ${y})" fill="hsl(${hue} 90% ${light}% / 0.35)"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 25) % 360} 85% ${light}% / 0.3)"/>`,
    );
  }
  return parts.join('\n  ');
}

/** Campaign art for one banner row: gradient by group, shapes seeded by its id, its headline and tagline. */
export function drawBanner(banner: {
  id: number;
  groupName: string;
  title: string;
  subtitle: string;
}): string {
  const [from, to] = GROUP_HUES[banner.groupName] ?? [268, 45];
  const seed = hashText(`${banner.groupName}:${banner.id}`);
  const title = escapeXml(banner.title);
  const size = banner.title.length > 26 ? 46 : 58;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${title}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${from} 72% 28%)"/>
      <stop offset="1" stop-color="hsl(${to} 80% 45%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.45" r="0.5">
      <stop offset="0" stop-color="hsl(45 100% 70% / 0.55)"/>
      <stop offset="1" stop-color="hsl(45 100% 70% / 0)"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <rect width="1200" height="400" fill="url(#glow)"/>
  ${shapes(seed, to)}
  <circle cx="930" cy="200" r="120" fill="none" stroke="hsl(45 95% 62%)" stroke-width="10" opacity="0.85"/>
  <text x="930" y="228" text-anchor="middle" ${FONT} font-size="86" font-weight="900" fill="hsl(45 95% 65%)">₱</text>
  <text x="72" y="180" ${FONT} font-size="${size}" font-weight="900" fill="#fff">${title}</text>
  <text x="72" y="236" ${FONT} font-size="26" font-weight="500" fill="hsl(0 0% 100% / 0.88)">${escapeXml(banner.subtitle)}</text>
  <rect x="72" y="276" width="120" height="54" rx="27" fill="hsl(45 95% 58%)"/>
  <path d="M122 289 L146 303 L122 317 Z" fill="hsl(${from} 70% 22%)"/>
</svg>`;
}
