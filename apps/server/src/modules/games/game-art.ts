import { escapeXml, hashText } from '../../platform/media.js';

const FONT = "font-family=\"'Inter Variable', Inter, 'Segoe UI', Roboto, Arial, sans-serif\"";

/** Base hue per theme, so a lobby row reads by subject before the name is read. */
const THEME_HUES: Record<string, number> = {
  fiesta: 340,
  jeepney: 200,
  sabong: 10,
  myth: 265,
  fruit: 95,
  dragon: 0,
  ocean: 195,
  cards: 150,
  gold: 42,
  wheel: 355,
  dice: 285,
  sports: 120,
  esports: 250,
  lotto: 30,
};

/** The motif of each theme, drawn in a 320×200 space around (230, 80); `c` is a light accent. */
function motif(theme: string, c: string, hash: number): string {
  switch (theme) {
    case 'fiesta': {
      const flags = Array.from({ length: 9 }, (_, i) => {
        const x = 10 + i * 36;
        const y = 14 + Math.abs(4 - i) * 3;
        const hue = (hash + i * 47) % 360;
        return `<path d="M${x} ${y} l30 0 l-15 24z" fill="hsl(${hue} 85% 62%)"/>`;
      }).join('');
      return `<path d="M0 12 Q160 40 320 12" stroke="${c}" stroke-width="2" fill="none"/>${flags}<circle cx="240" cy="100" r="34" fill="${c}" opacity="0.25"/>`;
    }
    case 'jeepney':
      return `<g transform="translate(170 52)" fill="${c}"><rect x="0" y="18" width="120" height="46" rx="8"/><rect x="14" y="4" width="84" height="20" rx="4" opacity="0.8"/><rect x="10" y="26" width="20" height="14" rx="2" fill="hsl(${hash % 360} 80% 55%)"/><rect x="36" y="26" width="20" height="14" rx="2" fill="hsl(${(hash + 90) % 360} 80% 55%)"/><rect x="62" y="26" width="20" height="14" rx="2" fill="hsl(${(hash + 180) % 360} 80% 55%)"/><circle cx="26" cy="66" r="12" fill="#222"/><circle cx="96" cy="66" r="12" fill="#222"/><path d="M120 30 l12 -18" stroke="${c}" stroke-width="4"/></g>`;
    case 'sabong':
      return `<g transform="translate(235 85)"><ellipse rx="38" ry="30" fill="${c}"/><circle cx="30" cy="-30" r="16" fill="${c}"/><path d="M22 -46 q6 -14 12 0 q6 -14 12 0 z" fill="#e63946"/><path d="M46 -30 l14 5 l-14 5z" fill="#f4a261"/><path d="M-36 -8 q-40 -40 -10 -60 q0 30 20 40 z" fill="hsl(${hash % 60} 80% 45%)"/><circle cx="34" cy="-32" r="3" fill="#222"/></g>`;
    case 'myth': {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<path d="M${230 + Math.cos(a) * 40} ${80 + Math.sin(a) * 40} L${230 + Math.cos(a) * 70} ${80 + Math.sin(a) * 70}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
      }).join('');
      return `${rays}<circle cx="230" cy="80" r="32" fill="${c}"/><circle cx="222" cy="74" r="4" fill="#333"/><circle cx="240" cy="74" r="4" fill="#333"/>`;
    }
    case 'fruit':
      return `<circle cx="210" cy="90" r="30" fill="hsl(45 95% 58%)"/><circle cx="262" cy="84" r="24" fill="hsl(350 80% 55%)"/><path d="M210 60 q10 -24 28 -20 q-10 18 -28 20z" fill="hsl(120 60% 40%)"/><path d="M262 60 q-4 -16 8 -22" stroke="hsl(120 60% 30%)" stroke-width="4" fill="none"/><circle cx="240" cy="120" r="14" fill="${c}"/>`;
    case 'dragon':
      return `<path d="M150 120 Q185 40 220 100 T290 70 Q305 50 300 30" stroke="${c}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M150 120 Q185 40 220 100 T290 70" stroke="hsl(${(hash + 30) % 360} 90% 55%)" stroke-width="4" stroke-dasharray="6 8" fill="none"/><circle cx="300" cy="28" r="12" fill="${c}"/><circle cx="303" cy="25" r="3" fill="#c00"/>`;
    case 'ocean':
      return `<path d="M0 130 Q40 115 80 130 T160 130 T240 130 T320 130 V200 H0z" fill="${c}" opacity="0.35"/><path d="M0 150 Q40 135 80 150 T160 150 T240 150 T320 150 V200 H0z" fill="${c}" opacity="0.25"/><g transform="translate(235 78)"><ellipse rx="36" ry="18" fill="${c}"/><path d="M34 0 l22 -16 v32z" fill="${c}"/><circle cx="-20" cy="-4" r="4" fill="#123"/></g><circle cx="180" cy="50" r="5" fill="none" stroke="${c}"/><circle cx="190" cy="34" r="3" fill="none" stroke="${c}"/>`;
    case 'cards':
      return `<g transform="translate(232 84)"><rect x="-52" y="-46" width="54" height="78" rx="6" fill="${c}" transform="rotate(-14)"/><rect x="-10" y="-50" width="54" height="78" rx="6" fill="#fff" transform="rotate(10)"/><path d="M18 -22 q-16 16 0 26 q16 -10 0 -26z M18 2 v12" fill="#222" stroke="#222" stroke-width="3" transform="rotate(10)"/><text x="-40" y="-20" transform="rotate(-14)" ${FONT} font-size="20" font-weight="800" fill="#c1121f">A</text></g>`;
    case 'wheel': {
      const slices = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const b = ((i + 1) * Math.PI) / 6;
        return `<path d="M230 84 L${230 + Math.cos(a) * 58} ${84 + Math.sin(a) * 58} A58 58 0 0 1 ${230 + Math.cos(b) * 58} ${84 + Math.sin(b) * 58}z" fill="${i % 2 ? '#111' : '#c1121f'}"/>`;
      }).join('');
      return `<circle cx="230" cy="84" r="64" fill="${c}"/>${slices}<circle cx="230" cy="84" r="18" fill="${c}"/><circle cx="266" cy="54" r="6" fill="#fff"/>`;
    }
    case 'dice':
      return `<g fill="${c}"><rect x="180" y="44" width="56" height="56" rx="10" transform="rotate(-12 208 72)"/><rect x="244" y="62" width="56" height="56" rx="10" transform="rotate(14 272 90)"/></g><g fill="#222"><circle cx="208" cy="72" r="6"/><circle cx="258" cy="76" r="5"/><circle cx="286" cy="104" r="5"/><circle cx="272" cy="90" r="5"/></g>`;
    case 'sports':
      return `<circle cx="232" cy="84" r="52" fill="${c}"/><path d="M232 32 v104 M180 84 h104 M196 46 q36 38 0 76 M268 46 q-36 38 0 76" stroke="hsl(${hash % 360} 70% 30%)" stroke-width="4" fill="none"/>`;
    case 'esports':
      return `<path d="M232 24 l52 30 v60 l-52 30 l-52 -30 v-60z" fill="none" stroke="${c}" stroke-width="6"/><rect x="196" y="70" width="72" height="34" rx="16" fill="${c}"/><circle cx="214" cy="87" r="6" fill="#222"/><circle cx="250" cy="82" r="4" fill="#222"/><circle cx="258" cy="92" r="4" fill="#222"/>`;
    case 'lotto':
      return Array.from({ length: 5 }, (_, i) => {
        const x = 170 + (i % 3) * 48 + (i > 2 ? 24 : 0);
        const y = 56 + (i > 2 ? 46 : 0);
        const n = ((hash >>> (i * 3)) % 45) + 1;
        return `<circle cx="${x}" cy="${y}" r="21" fill="hsl(${(hash + i * 72) % 360} 85% 55%)"/><circle cx="${x}" cy="${y}" r="12" fill="#fff"/><text x="${x}" y="${y + 5}" text-anchor="middle" ${FONT} font-size="13" font-weight="800" fill="#222">${n}</text>`;
      }).join('');
    default: {
      const coins = Array.from({ length: 5 }, (_, i) => {
        const y = 118 - i * 14;
        return `<ellipse cx="232" cy="${y}" rx="40" ry="12" fill="hsl(45 95% ${48 + i * 4}%)" stroke="hsl(40 80% 30%)"/>`;
      }).join('');
      return `${coins}<path d="M280 40 l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 l14 -6z" fill="${c}"/>`;
    }
  }
}

/** Words of a game's name (either language) that pick its motif; the first match wins. */
const THEME_WORDS: readonly (readonly [RegExp, string])[] = [
  [/jeepney|dyip/i, 'jeepney'],
  [/rooster|tandang|sabong|cockfight|derby/i, 'sabong'],
  [/dragon|phoenix|sarimanok/i, 'dragon'],
  [/bathala|diwata|moon|buwan/i, 'myth'],
  [/mango|mangga|pineapple|pinya|fruit/i, 'fruit'],
  [/pearl|perlas|reef|bahura|ocean|fishing|tuna|mermaid|banca/i, 'ocean'],
  [/fiesta|pista|carabao|kalabaw|sampaguita/i, 'fiesta'],
  [/roulette|roleta/i, 'wheel'],
  [/sic bo|color game|pula puti/i, 'dice'],
  [/lotto|keno|swertres|ez2|pick \d/i, 'lotto'],
  [/moba|battle royale|shooter/i, 'esports'],
  [/ball|boxing|racing|football/i, 'sports'],
  [/\bace\b|baccarat|blackjack|tongits|pusoy|lucky 9|sakla|hold'em|tiger/i, 'cards'],
];

/** The motif a game's tile draws, from its name, else from its classification. */
export function themeOf(name: string, classify: string): string {
  const byName = THEME_WORDS.find(([words]) => words.test(name));
  if (byName) return byName[1];
  const byClass: Record<string, string> = {
    sabong: 'sabong',
    esports: 'esports',
    fishing: 'ocean',
    arcade: 'ocean',
  };
  return byClass[classify] ?? 'gold';
}

/** Splits a game name over at most two lines of about `width` characters. */
function lines(name: string, width: number): string[] {
  if (name.length <= width) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length > 0 && (first + ' ' + words[0]).trim().length <= width)
    first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  return words.length ? [first, words.join(' ')] : [first];
}

/**
 * A game's tile: 320×200, a gradient in the theme's colours, the theme's motif at the right and the
 * game's name set at the bottom left, with its vendor above. Hot and new games wear a ribbon.
 */
export function drawGameArt(game: {
  name: string;
  vendorName: string;
  theme: string;
  isHot: boolean;
  isNew: boolean;
}): string {
  // The vendor is part of the seed: the same title at two vendors gets two different tiles.
  const hash = hashText(`${game.vendorName}:${game.name}`);
  const base = THEME_HUES[game.theme] ?? hash % 360;
  const hue = (base + (hash % 30) - 15 + 360) % 360;
  const accent = (hue + 30 + ((hash >>> 7) % 40)) % 360;
  const light = `hsl(${(hue + 40) % 360} 90% 85%)`;
  const nameLines = lines(game.name, 18);
  const size = nameLines.some((l) => l.length > 14) ? 22 : 26;
  const textY = 184 - (nameLines.length - 1) * (size + 2);
  const ribbon = game.isHot ? ['HOT', '#e63946'] : game.isNew ? ['NEW', '#2a9d8f'] : null;
  const label = escapeXml(game.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="${label}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>
      <stop offset="1" stop-color="hsl(${accent} 75% 22%)"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="320" height="200" rx="14" fill="url(#bg)"/>
  <circle cx="${40 + (hash % 60)}" cy="${30 + ((hash >>> 5) % 40)}" r="70" fill="${light}" opacity="0.08"/>
  ${motif(game.theme, light, hash)}
  <rect width="320" height="200" rx="14" fill="url(#shade)"/>
  ${ribbon ? `<g transform="translate(14 14)"><rect width="46" height="20" rx="10" fill="${ribbon[1]}"/><text x="23" y="14.5" text-anchor="middle" ${FONT} font-size="12" font-weight="800" fill="#fff">${ribbon[0]}</text></g>` : ''}
  <text x="18" y="${textY - size - 4}" ${FONT} font-size="12" font-weight="600" letter-spacing="1" fill="#fff" opacity="0.8">${escapeXml(game.vendorName.toUpperCase())}</text>
  ${nameLines.map((line, i) => `<text x="18" y="${textY + i * (size + 2)}" ${FONT} font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`).join('\n  ')}
</svg>`;
}
