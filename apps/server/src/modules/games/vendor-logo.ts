import { escapeXml, hashText } from '../../platform/media.js';

const FONT = "font-family=\"'Inter Variable', Inter, 'Segoe UI', Roboto, Arial, sans-serif\"";

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/**
 * A wordmark logo: an emblem with the vendor's initials on a colour derived from its code, and its
 * name set beside it. 240×80, transparent around a rounded plate so it sits on light and dark themes.
 */
export function drawVendorLogo(displayName: string, vassalage: string): string {
  const hash = hashText(vassalage);
  const hue = hash % 360;
  const accent = (hue + 40 + ((hash >> 9) % 80)) % 360;
  const name = escapeXml(displayName);
  const size = displayName.length > 14 ? 17 : displayName.length > 10 ? 20 : 24;
  const rotate = (hash >> 3) % 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${name}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 42%)"/>
      <stop offset="1" stop-color="hsl(${accent} 75% 30%)"/>
    </linearGradient>
  </defs>
  <rect x="2" y="2" width="236" height="76" rx="16" fill="url(#g)"/>
  <g transform="translate(40 40)">
    <rect x="-22" y="-22" width="44" height="44" rx="10" fill="hsl(${hue} 90% 92% / 0.18)" transform="rotate(${rotate})"/>
    <circle r="19" fill="hsl(${accent} 85% 96%)"/>
    <text y="7" text-anchor="middle" ${FONT} font-size="17" font-weight="800" fill="hsl(${hue} 70% 30%)">${escapeXml(initialsOf(displayName))}</text>
  </g>
  <text x="72" y="${40 + size / 3}" ${FONT} font-size="${size}" font-weight="800" letter-spacing="0.5" fill="#fff">${name}</text>
</svg>`;
}
