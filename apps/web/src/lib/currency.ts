import { usePermission } from './permission';

/** §2: the symbol when the operator has set none. */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** The operator's currency symbol (§3 shared state): the one symbol every amount on the site is shown with. */
export function useCurrencySymbol(): string {
  return usePermission().data?.info.site.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}
