import { useMemo, useState } from 'react';
import { LANGUAGE_TAGS } from '@swerte/contracts';
import { useLanguage } from '../../i18n';
import { DEFAULT_COUNTRY, filterCountries, listDialingCountries } from '../phone';

/** The country-code picker's list (names in the site language) and the chosen country. */
export function useDialingCountry(initial: string = DEFAULT_COUNTRY) {
  const language = useLanguage();
  const countries = useMemo(() => listDialingCountries(LANGUAGE_TAGS[language]), [language]);
  const [countryCode, setCountryCode] = useState(initial);
  const dialingCode =
    countries.find((country) => country.countryCode === countryCode)?.countryDialingCode ?? '63';
  return { countries, filter: filterCountries, countryCode, setCountryCode, dialingCode };
}
