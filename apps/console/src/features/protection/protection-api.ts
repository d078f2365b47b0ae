import { adminProtectionEndpoints, type JurisdictionSettings } from '@swerte/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

const e = adminProtectionEndpoints;

export const protectionSettingsQuery = queryOptions({
  queryKey: ['protection', 'settings'],
  queryFn: ({ signal }) => callEndpoint(e.settings, { signal }),
});
export const riskReportQuery = queryOptions({
  queryKey: ['protection', 'report'],
  queryFn: ({ signal }) => callEndpoint(e.report, { signal }),
});

export const saveProtectionSettings = (body: JurisdictionSettings) => callEndpoint(e.setSettings, { body });
