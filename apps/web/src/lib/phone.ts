import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

export interface DialingCountry {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Without '+', e.g. '63' (the wire's countryDialingCode). */
  countryDialingCode: string;
  name: string;
}

export const DEFAULT_COUNTRY = 'PH';

/** Every country with its dialing code, names in the site language, the Philippines first. */
export function listDialingCountries(locale: string): DialingCountry[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const countries = getCountries().map((code) => ({
    countryCode: code,
    countryDialingCode: getCountryCallingCode(code),
    name: names.of(code) ?? code,
  }));
  countries.sort((a, b) =>
    a.countryCode === DEFAULT_COUNTRY
      ? -1
      : b.countryCode === DEFAULT_COUNTRY
        ? 1
        : a.name.localeCompare(b.name, locale),
  );
  return countries;
}

/** Filters by name, ISO code or dialing code ('63', '+63', 'phil'). */
export function filterCountries(countries: DialingCountry[], search: string): DialingCountry[] {
  const term = search.trim().toLowerCase().replace(/^\+/, '');
  if (!term) return countries;
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(term) ||
      country.countryCode.toLowerCase() === term ||
      country.countryDialingCode.startsWith(term),
  );
}

/**
 * in_mobileNum_error unless the number is valid for the country (national form, with or without the
 * trunk 0). The server checks the same with full metadata, including that it is a mobile number.
 */
export function isValidMobile(countryCode: string, number: string): boolean {
  const digits = number.replace(/[\s()-]/g, '');
  if (!/^\d{4,17}$/.test(digits)) return false;
  const parsed = parsePhoneNumberFromString(digits, countryCode as CountryCode);
  return Boolean(parsed?.isValid());
}
