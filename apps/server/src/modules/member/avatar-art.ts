import { hashText } from '../../platform/media.js';

const FACES = ['#f6c453', '#e98f6f', '#8fd3c7', '#a59ce8', '#f29bb8', '#9fd17b', '#7fb4f0', '#f0a35e'];

/** One of the site's avatars: a friendly face on a brand-coloured disc, varied by id. */
export function drawAvatar(avatarId: number): string {
  const h = hashText(`avatar-${avatarId}`);
  const face = FACES[avatarId % FACES.length] ?? '#f6c453';
  const hue = (h % 360).toString();
  const eyeY = 52 + (h % 5);
  const smile = 10 + (h % 8);
  const hat =
    avatarId % 3 === 0
      ? `<path d="M30 38 L50 12 L70 38 Z" fill="#f4c542"/><circle cx="50" cy="12" r="4" fill="#fff"/>`
      : avatarId % 3 === 1
        ? `<path d="M26 40 Q50 14 74 40 Z" fill="hsl(${hue} 45% 35%)"/>`
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
<circle cx="50" cy="50" r="50" fill="hsl(${hue} 55% 42%)"/>
<circle cx="50" cy="56" r="28" fill="${face}"/>
${hat}
<circle cx="40" cy="${eyeY}" r="3.5" fill="#222"/><circle cx="60" cy="${eyeY}" r="3.5" fill="#222"/>
<path d="M38 ${66} Q50 ${66 + smile} 62 ${66}" stroke="#222" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;
}
