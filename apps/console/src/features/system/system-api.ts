import {
  adminContentEndpoints,
  adminJobEndpoints,
  adminSystemEndpoints,
  type CustomerServiceInput,
  type JobRunListQuery,
  type MaintenanceBody,
  type RegionBlockBody,
  type RegisterSettings,
  type Whitelabel,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminSystemEndpoints;

export const maintenanceQuery = queryOptions({
  queryKey: ['system', 'maintenance'],
  queryFn: ({ signal }) => callEndpoint(e.maintenance, { signal }),
});
export const regionBlocksQuery = queryOptions({
  queryKey: ['system', 'regionBlocks'],
  queryFn: ({ signal }) => callEndpoint(e.regionBlocks, { signal }),
});
export const whitelabelQuery = queryOptions({
  queryKey: ['system', 'whitelabel'],
  queryFn: ({ signal }) => callEndpoint(e.whitelabel, { signal }),
});
export const registerRulesQuery = queryOptions({
  queryKey: ['system', 'registerRules'],
  queryFn: ({ signal }) => callEndpoint(e.registerRules, { signal }),
});
export const customerServiceQuery = queryOptions({
  queryKey: ['system', 'customerService'],
  queryFn: ({ signal }) => callEndpoint(e.customerService, { signal }),
});
export const jobsQuery = (query: JobRunListQuery) =>
  queryOptions({
    queryKey: ['jobs', query],
    queryFn: ({ signal }) => callEndpoint(adminJobEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const setMaintenance = (body: MaintenanceBody) => callEndpoint(e.setMaintenance, { body });
export const addRegionBlock = (body: RegionBlockBody) => callEndpoint(e.addRegionBlock, { body });
export const removeRegionBlock = (body: Pick<RegionBlockBody, 'kind' | 'value'>) =>
  callEndpoint(e.removeRegionBlock, { body });
export const setWhitelabel = (body: Whitelabel) => callEndpoint(e.setWhitelabel, { body });
export const setRegisterRules = (body: RegisterSettings) => callEndpoint(e.setRegisterRules, { body });
export const setCustomerService = (body: CustomerServiceInput) =>
  callEndpoint(adminContentEndpoints.customerService, { body });
