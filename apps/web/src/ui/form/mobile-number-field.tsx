import { useTranslation } from 'react-i18next';
import { CountryCodePicker } from './country-code-picker';
import type { PickerCountry } from './country-code-picker';
import { Field, TextInput } from './field';
import type { InputProps } from './field';

/** The country list and the chosen country, as the dialing-country hook hands them out. */
export interface MobileCountry {
  countries: PickerCountry[];
  filter: (countries: PickerCountry[], search: string) => PickerCountry[];
  countryCode: string;
  setCountryCode: (countryCode: string) => void;
}

interface MobileNumberFieldProps extends InputProps {
  id: string;
  error?: string;
  optionalText?: string;
  country: MobileCountry;
}

/** §2 mobile number: the country-code picker beside a tel input, labelled, with its error under it. */
export function MobileNumberField({ id, error, optionalText, country, ...input }: MobileNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('auth.fields.mobileNum')} error={error} optionalText={optionalText}>
      <div className="input-row">
        <CountryCodePicker
          countries={country.countries}
          filter={country.filter}
          value={country.countryCode}
          onChange={country.setCountryCode}
          label={t('auth.country.label')}
          searchPlaceholder={t('auth.country.search')}
          emptyText={t('auth.country.none')}
        />
        <TextInput
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('auth.placeholders.mobileNum')}
          {...input}
        />
      </div>
    </Field>
  );
}
