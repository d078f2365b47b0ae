import { adminProtectionEndpoints, type JurisdictionInput, type ProtectionSettings } from '@swerte/contracts';
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
export const jurisdictionsQuery = queryOptions({
  queryKey: ['protection', 'jurisdictions'],
  queryFn: ({ signal }) => callEndpoint(e.jurisdictions, { signal }),
});

export const saveProtectionSettings = (body: ProtectionSettings) => callEndpoint(e.setSettings, { body });
export const saveJurisdiction = (code: string, body: JurisdictionInput) =>
  callEndpoint(e.setJurisdiction, { params: { code }, body });
