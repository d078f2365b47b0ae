import { describe, expect, it } from 'vitest';
import { messagesEndpoints, missionsEndpoints, pointsEndpoints, zaloEndpoints } from '@swerte/contracts';
import type { Endpoint } from '@swerte/contracts';
import type { EndpointRef } from '../../../lib/endpoint-ref';
import { messageRefs } from './messages';
import { missionRefs } from './missions';
import { pointRefs } from './points';
import { zaloRefs } from './zalo';

function pairs(refs: Record<string, EndpointRef<Endpoint>>, contracts: Record<string, Endpoint>) {
  return Object.entries(refs).map(([name, ref]) => [name, ref, contracts[name]] as const);
}

describe('points and message call refs', () => {
  it.each([
    ...pairs(pointRefs, pointsEndpoints),
    ...pairs(messageRefs, messagesEndpoints),
    ...pairs(missionRefs, missionsEndpoints),
    ...pairs(zaloRefs, zaloEndpoints),
  ])('%s matches its contract', (_name, ref, contract) => {
    expect({ method: ref.method, path: ref.path }).toEqual({
      method: contract?.method,
      path: contract?.path,
    });
  });

  it('cover every member call of both', () => {
    expect(Object.keys(pointRefs).sort()).toEqual(Object.keys(pointsEndpoints).sort());
    expect(Object.keys(messageRefs).sort()).toEqual(Object.keys(messagesEndpoints).sort());
    expect(Object.keys(missionRefs).sort()).toEqual(Object.keys(missionsEndpoints).sort());
    expect(Object.keys(zaloRefs).sort()).toEqual(Object.keys(zaloEndpoints).sort());
  });
});
