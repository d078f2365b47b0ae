import { describe, expect, it } from 'vitest';
import { agentEndpoints } from '@swerte/contracts';
import { agentApplicationRefs } from './agent-application';

describe('agent application refs', () => {
  it('keep the contract’s method and path', () => {
    for (const key of Object.keys(agentEndpoints) as (keyof typeof agentEndpoints)[]) {
      expect(agentApplicationRefs[key]).toEqual({
        method: agentEndpoints[key].method,
        path: agentEndpoints[key].path,
      });
    }
  });
});
