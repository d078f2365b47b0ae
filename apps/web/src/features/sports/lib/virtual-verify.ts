import type { SportsEvent } from '@swerte/contracts';

export interface VirtualCheck {
  ok: boolean;
  /** The result recomputed from the seed: "2–1", or the runners in finishing order. */
  result: string;
}

/**
 * Redraws a finished virtual event from its revealed seed and the ratings published with it (the games
 * package loads on demand): football must give the event's score, racing the winner's order.
 */
export async function verifyVirtualEvent(event: SportsEvent): Promise<VirtualCheck> {
  const virtual = event.virtual;
  if (!virtual?.serverSeed) return { ok: false, result: '' };
  const { verifyVirtualFootball, verifyVirtualRace } = await import('@swerte/games');
  const seeds = {
    serverSeed: virtual.serverSeed,
    commitment: virtual.commitment,
    clientSeed: virtual.clientSeed,
    nonce: virtual.nonce,
  };
  const [home, away] = virtual.ratings;
  if (event.sport === 'vfootball' && home && away) {
    const verified = verifyVirtualFootball(
      seeds,
      { attack: home.attack ?? 0, defence: home.defence ?? 0 },
      { attack: away.attack ?? 0, defence: away.defence ?? 0 },
    );
    const same =
      event.score !== null &&
      verified.round.home === event.score.home &&
      verified.round.away === event.score.away;
    return {
      ok: verified.commitmentMatches && same,
      result: `${verified.round.home}–${verified.round.away}`,
    };
  }
  const verified = verifyVirtualRace(
    seeds,
    virtual.ratings.map((r) => r.strength ?? 0),
  );
  const order = verified.round.map((index) => virtual.ratings[index]?.name ?? String(index + 1));
  return { ok: verified.commitmentMatches, result: order.slice(0, 3).join(', ') };
}
