import { CANNON, SEA_HEIGHT, SEA_WIDTH } from '../../lib/sea';
import type { Fish, Sea } from '../../lib/sea';

/** A kind's colours: body and fin. */
const COLOURS: Record<string, [string, string]> = {
  clownfish: ['#ff8a3d', '#ffffff'],
  puffer: ['#f5d142', '#c99a12'],
  angelfish: ['#5ec8f2', '#f5e663'],
  lionfish: ['#e5484d', '#fbe3d6'],
  turtle: ['#3fa66b', '#8cd19c'],
  ray: ['#7b8ca8', '#c3cfe2'],
  octopus: ['#c05ad6', '#f0b5ff'],
  swordfish: ['#3c6fd1', '#a9c4ff'],
  shark: ['#6c7a89', '#dfe6ee'],
  whale: ['#2c4f86', '#9fb8e3'],
  'golden-dragon': ['#f4b400', '#ff5a36'],
};

export interface Popup {
  x: number;
  y: number;
  text: string;
  age: number;
}

function drawFish(ctx: CanvasRenderingContext2D, fish: Fish) {
  const [body, fin] = COLOURS[fish.kind.code] ?? ['#ccc', '#fff'];
  const dying = fish.dyingFor ?? 0;
  ctx.save();
  ctx.translate(fish.x, fish.y + dying * 40);
  ctx.globalAlpha = fish.dyingFor === null ? 1 : Math.max(0, 1 - dying / 1.2);
  if (fish.vx < 0) ctx.scale(-1, 1);
  if (fish.dyingFor !== null) ctx.rotate(dying * 3);
  const s = fish.size;
  const wag = Math.sin(fish.phase) * s * 0.18;
  ctx.fillStyle = fin;
  ctx.beginPath();
  ctx.moveTo(-s * 0.7, 0);
  ctx.lineTo(-s * 1.15, -s * 0.45 + wag);
  ctx.lineTo(-s * 1.15, s * 0.45 + wag);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.ellipse(0, 0, s, s * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = fin;
  ctx.beginPath();
  ctx.moveTo(-s * 0.2, -s * 0.45);
  ctx.lineTo(s * 0.2, -s * 0.8);
  ctx.lineTo(s * 0.35, -s * 0.4);
  ctx.fill();
  ctx.fillStyle = '#10223a';
  ctx.beginPath();
  ctx.arc(s * 0.55, -s * 0.12, Math.max(2.5, s * 0.09), 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = `600 ${Math.round(11 + fish.size / 8)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  if (fish.dyingFor === null) ctx.fillText(`×${fish.kind.multiplier}`, fish.x, fish.y + fish.size * 0.5 + 16);
}

/** Paints one frame: the water, the fish, the bullets, the cannon aimed at `aim`, and the wins rising. */
export function drawSea(
  ctx: CanvasRenderingContext2D,
  sea: Sea,
  aim: { x: number; y: number },
  popups: readonly Popup[],
) {
  const water = ctx.createLinearGradient(0, 0, 0, SEA_HEIGHT);
  water.addColorStop(0, '#0b4a7a');
  water.addColorStop(1, '#04203d');
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, SEA_WIDTH, SEA_HEIGHT);
  for (const fish of sea.fish) drawFish(ctx, fish);
  ctx.fillStyle = '#ffe27a';
  for (const bullet of sea.bullets) {
    ctx.beginPath();
    ctx.arc(bullet.x, bullet.y, 6, 0, Math.PI * 2);
    ctx.fill();
  }
  const angle = Math.atan2(Math.min(-10, aim.y - CANNON.y), aim.x - CANNON.x);
  ctx.save();
  ctx.translate(CANNON.x, CANNON.y);
  ctx.rotate(angle + Math.PI / 2);
  ctx.fillStyle = '#d9a520';
  ctx.fillRect(-11, -62, 22, 62);
  ctx.restore();
  ctx.fillStyle = '#6142bf';
  ctx.beginPath();
  ctx.arc(CANNON.x, CANNON.y, 34, Math.PI, 0);
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.font = '700 26px system-ui, sans-serif';
  for (const popup of popups) {
    ctx.globalAlpha = Math.max(0, 1 - popup.age / 1.5);
    ctx.fillStyle = '#ffd34d';
    ctx.fillText(popup.text, popup.x, popup.y - popup.age * 50);
  }
  ctx.globalAlpha = 1;
}
