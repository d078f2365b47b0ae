import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface MobileNumber {
  /** Dialing code without '+', e.g. '63'. */
  countryCode: string;
  /** National significant number, e.g. '9171234567'. */
  national: string;
  /** '+639171234567': the SMS target and the key of codes and limits. */
  e164: string;
}

/**
 * Validates a mobile number for its country (in_mobileNum_error when this returns null). Accepts the
 * national form with or without the trunk '0' ('09171234567', '9171234567').
 */
export function parseMobile(countryDialingCode: string, number: string): MobileNumber | null {
  const digits = number.replace(/[\s()-]/g, '');
  if (!/^\+?\d{4,17}$/.test(digits) || !/^\d{1,4}$/.test(countryDialingCode)) return null;
  const parsed = digits.startsWith('+')
    ? parsePhoneNumberFromString(digits)
    : parsePhoneNumberFromString(digits, { defaultCallingCode: countryDialingCode });
  if (!parsed || parsed.countryCallingCode !== countryDialingCode || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return { countryCode: countryDialingCode, national: String(parsed.nationalNumber), e164: parsed.number };
}

/** The country (ISO alpha-2) a mobile number belongs to, when its number tells. */
export function countryOfMobile(mobile: MobileNumber | null): string | null {
  return mobile ? (parsePhoneNumberFromString(mobile.e164)?.country ?? null) : null;
}

/** A mobile number written in international form ('+639171234567'), whatever its country. */
export function parseE164(value: string): MobileNumber | null {
  if (!/^\+\d{6,16}$/.test(value)) return null;
  const countryCode = parsePhoneNumberFromString(value)?.countryCallingCode;
  return countryCode ? parseMobile(countryCode, value) : null;
}

/** '+63 917****567' for member info. */
export function maskMobile(countryCode: string, national: string): string {
  const visible = national.length > 6 ? `${national.slice(0, 3)}****${national.slice(-3)}` : '****';
  return `+${countryCode} ${visible}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
