import { describe, expect, it } from 'vitest';
import { gamesEndpoints, systemEndpoints } from '@swerte/contracts';
import type { Endpoint } from '@swerte/contracts';
import { newGameVendorEndpoint } from '../features/games/api/get-game-vendors';
import { domainRouteEndpoint } from '../features/system/api/get-domain-route';
import { helpCenterEndpoint } from '../features/system/api/get-help-center';
import { permissionEndpoint } from '../features/system/api/get-permission';
import { systemStatusEndpoint } from '../features/system/api/get-system-status';
import { whitelabelEndpoint } from '../features/system/api/get-whitelabel';
import type { EndpointRef } from '../lib/endpoint-ref';

// The browser keeps only method and path of each contract endpoint; they must stay identical.
const pairs: [EndpointRef<Endpoint>, Endpoint][] = [
  [systemStatusEndpoint, systemEndpoints.status],
  [permissionEndpoint, systemEndpoints.permission],
  [whitelabelEndpoint, systemEndpoints.whitelabel],
  [helpCenterEndpoint, systemEndpoints.helpCenter],
  [domainRouteEndpoint, systemEndpoints.domainRoute],
  [newGameVendorEndpoint, gamesEndpoints.newGameVendor],
];

describe('endpoint refs', () => {
  it.each(pairs)('%o matches its contract', (ref, contract) => {
    expect({ method: ref.method, path: ref.path }).toEqual({ method: contract.method, path: contract.path });
  });
});
