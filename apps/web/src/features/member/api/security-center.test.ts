import { describe, expect, it } from 'vitest';
import { securityCenterEndpoints } from '@swerte/contracts';
import { securityRefs } from './security-center';

describe('my-account call refs', () => {
  it.each(Object.entries(securityRefs))('%s matches its contract', (name, ref) => {
    const contract = securityCenterEndpoints[name as keyof typeof securityCenterEndpoints];
    expect({ method: ref.method, path: ref.path }).toEqual({ method: contract.method, path: contract.path });
  });

  it('covers every my-account call', () => {
    expect(Object.keys(securityRefs).sort()).toEqual(Object.keys(securityCenterEndpoints).sort());
  });
});
