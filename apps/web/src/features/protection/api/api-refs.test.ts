import { describe, expect, it } from 'vitest';
import { protectionEndpoints } from '@swerte/contracts';
import { protectionRefs } from './protection';

describe('protection call refs', () => {
  it.each(Object.entries(protectionRefs))('%s matches its contract', (name, ref) => {
    const contract = protectionEndpoints[name as keyof typeof protectionEndpoints];
    expect({ method: ref.method, path: ref.path }).toEqual({ method: contract.method, path: contract.path });
  });

  it('cover every call', () => {
    expect(Object.keys(protectionRefs).sort()).toEqual(Object.keys(protectionEndpoints).sort());
  });
});
