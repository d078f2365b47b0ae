import { DEFAULT_CURRENCY_SYMBOL } from '../../../lib/currency';
import { DEFAULT_TIME_ZONE } from '../../../lib/time';
import { usePermission } from '../api/get-permission';

/** The feedback form's word limits until the operator's arrive (the server checks its own). */
const DEFAULT_FEEDBACK_LIMITS = { minWords: 3, maxWords: 300 };

/** The operator's site settings with safe defaults while permission info loads or fails. */
export function useSiteSettings() {
  const { data } = usePermission();
  const site = data?.info.site;
  return {
    name: site?.name || 'Swerte',
    timeZone: site?.timeZone || DEFAULT_TIME_ZONE,
    currencySymbol: site?.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
    licenceText: site?.licenceText ?? '',
    minimumAge: site?.minimumAge ?? 18,
    askDateOfBirth: site?.askDateOfBirth ?? false,
    customerService: data?.info.customerService,
    feedback: data?.info.feedback ?? DEFAULT_FEEDBACK_LIMITS,
  };
}
