import { describe, expect, it } from 'vitest';
import { liveTableEndpoints } from '@swerte/contracts';
import { liveRefs } from './live-refs';

describe('live table refs', () => {
  it.each(Object.keys(liveTableEndpoints) as (keyof typeof liveTableEndpoints)[])(
    '%s matches its contract',
    (key) => {
      const contract = liveTableEndpoints[key];
      expect({ method: liveRefs[key].method, path: liveRefs[key].path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
    },
  );
});
