import { describe, expect, it } from 'vitest';
import { houseEndpoints, pvpEndpoints } from '@swerte/contracts';
import { houseRefs } from './house-refs';
import { pvpRefs } from './pvp-refs';

describe('house refs', () => {
  it.each(Object.keys(houseEndpoints) as (keyof typeof houseEndpoints)[])(
    '%s matches its contract',
    (key) => {
      const contract = houseEndpoints[key];
      expect({ method: houseRefs[key].method, path: houseRefs[key].path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
    },
  );
});

describe('PvP room refs', () => {
  it.each(Object.keys(pvpRefs) as (keyof typeof pvpRefs)[])('%s matches its contract', (key) => {
    expect(pvpRefs[key]).toEqual({ method: pvpEndpoints[key].method, path: pvpEndpoints[key].path });
  });
});
