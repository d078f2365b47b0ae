import { describe, expect, it } from 'vitest';
import { houseEndpoints } from '@swerte/contracts';
import { houseRefs } from './house-refs';

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
