import { DEFAULT_FISH } from '@swerte/games';
import type { FishKind } from '@swerte/games';

/** The sea's own units: the canvas scales them to its size. */
export const SEA_WIDTH = 1000;
export const SEA_HEIGHT = 600;
export const CANNON = { x: SEA_WIDTH / 2, y: SEA_HEIGHT - 10 };
const BULLET_SPEED = 900;
/** A bullet that has bounced this long without meeting a fish nets the nearest one. */
const BULLET_LIFE_S = 5;
const SCHOOL_SIZE = 14;

export interface Fish {
  id: number;
  kind: FishKind;
  x: number;
  y: number;
  vx: number;
  /** Half its length, in sea units: bigger fish pay more. */
  size: number;
  phase: number;
  /** Seconds since it was netted and killed (it sinks and fades), or null while it swims. */
  dyingFor: number | null;
}

export interface Bullet {
  id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
}

/** A bullet meeting a fish: the shot the server settles. */
export interface Hit {
  bulletId: number;
  fish: Fish;
}

/** Small fry come often, the boss seldom: the odds of each kind showing up, by 1 ÷ √multiplier. */
const WEIGHTS = DEFAULT_FISH.map((kind) => 1 / Math.sqrt(kind.multiplier));
const WEIGHT_SUM = WEIGHTS.reduce((a, b) => a + b, 0);

function pickKind(random: () => number): FishKind {
  let r = random() * WEIGHT_SUM;
  for (const [i, kind] of DEFAULT_FISH.entries()) {
    r -= WEIGHTS[i]!;
    if (r <= 0) return kind;
  }
  return DEFAULT_FISH[0]!;
}

export const fishSize = (kind: FishKind) => 18 + Math.sqrt(kind.multiplier) * 7;

/** A fish entering from the left or right edge at a random depth. */
export function spawnFish(id: number, random: () => number, anywhere = false): Fish {
  const kind = pickKind(random);
  const size = fishSize(kind);
  const fromLeft = random() < 0.5;
  const speed = (140 - Math.min(90, kind.multiplier)) * (0.6 + random() * 0.5);
  return {
    id,
    kind,
    x: anywhere ? random() * SEA_WIDTH : fromLeft ? -size : SEA_WIDTH + size,
    y: 40 + random() * (SEA_HEIGHT - 180),
    vx: fromLeft ? speed : -speed,
    size,
    phase: random() * Math.PI * 2,
    dyingFor: null,
  };
}

export interface Sea {
  fish: Fish[];
  bullets: Bullet[];
  nextId: number;
}

export function newSea(random: () => number): Sea {
  const fish = Array.from({ length: SCHOOL_SIZE }, (_, i) => spawnFish(i + 1, random, true));
  return { fish, bullets: [], nextId: SCHOOL_SIZE + 1 };
}

/** Fires from the cannon toward a point of the sea. */
export function fire(sea: Sea, toward: { x: number; y: number }): Bullet {
  const dx = toward.x - CANNON.x;
  const dy = Math.min(-10, toward.y - CANNON.y);
  const length = Math.hypot(dx, dy);
  const bullet = {
    id: sea.nextId++,
    x: CANNON.x,
    y: CANNON.y,
    vx: (dx / length) * BULLET_SPEED,
    vy: (dy / length) * BULLET_SPEED,
    age: 0,
  };
  sea.bullets.push(bullet);
  return bullet;
}

const touches = (bullet: Bullet, fish: Fish) =>
  Math.abs(bullet.x - fish.x) < fish.size && Math.abs(bullet.y - fish.y) < fish.size * 0.55;

/**
 * Moves the sea on by `dt` seconds: fish swim (and the school is topped up), bullets fly and bounce off
 * the walls, and every bullet that meets a living fish is taken out and returned as a hit.
 */
export function step(sea: Sea, dt: number, random: () => number): Hit[] {
  const hits: Hit[] = [];
  for (const fish of sea.fish) {
    if (fish.dyingFor !== null) fish.dyingFor += dt;
    else {
      fish.x += fish.vx * dt;
      fish.phase += dt * 4;
    }
  }
  sea.fish = sea.fish.filter(
    (f) => (f.dyingFor === null || f.dyingFor < 1.2) && f.x > -f.size * 2 && f.x < SEA_WIDTH + f.size * 2,
  );
  while (sea.fish.filter((f) => f.dyingFor === null).length < SCHOOL_SIZE)
    sea.fish.push(spawnFish(sea.nextId++, random));
  const living = sea.fish.filter((f) => f.dyingFor === null);
  sea.bullets = sea.bullets.filter((bullet) => {
    bullet.age += dt;
    bullet.x += bullet.vx * dt;
    bullet.y += bullet.vy * dt;
    if (bullet.x < 0 || bullet.x > SEA_WIDTH) bullet.vx = -bullet.vx;
    if (bullet.y < 0 || bullet.y > SEA_HEIGHT) bullet.vy = -bullet.vy;
    let target = living.find((fish) => touches(bullet, fish));
    if (!target && bullet.age > BULLET_LIFE_S)
      target = living.reduce<Fish | undefined>(
        (best, f) =>
          !best ||
          Math.hypot(f.x - bullet.x, f.y - bullet.y) < Math.hypot(best.x - bullet.x, best.y - bullet.y)
            ? f
            : best,
        undefined,
      );
    if (!target) return true;
    hits.push({ bulletId: bullet.id, fish: target });
    return false;
  });
  return hits;
}
