import { describe, expect, it } from 'vitest';
import { gamesEndpoints } from '@swerte/contracts';
import { gameRefs } from './game-refs';

describe('game call refs', () => {
  it.each(Object.entries(gameRefs))('%s matches its contract', (name, ref) => {
    const contract = gamesEndpoints[name as keyof typeof gamesEndpoints];
    expect({ method: ref.method, path: ref.path }).toEqual({ method: contract.method, path: contract.path });
  });
});
