import { DEFAULT_TIME_ZONE } from '../../../lib/time';
import { usePermission } from '../api/get-permission';

/** The operator's site settings with safe defaults while permission info loads or fails. */
export function useSiteSettings() {
  const { data } = usePermission();
  const site = data?.info.site;
  return {
    name: site?.name || 'Swerte',
    timeZone: site?.timeZone || DEFAULT_TIME_ZONE,
    currencySymbol: site?.currencySymbol || 'P',
    licenceText: site?.licenceText ?? '',
    minimumAge: site?.minimumAge ?? 18,
    customerService: data?.info.customerService,
  };
}
