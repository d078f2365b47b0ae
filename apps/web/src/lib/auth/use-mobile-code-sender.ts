import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';
import type { HumanCheck } from './use-human-check';
import { useSmsSender } from './use-sms-sender';

/** The body of the register, SMS-login and password-reset code requests. */
export interface MobileCodeRequest {
  countryDialingCode: string;
  mobileNo: string;
  altcha: string;
}

interface MobileCodeSenderOptions {
  /** The endpoint that texts the code; answers the code's lifetime. */
  request: (body: MobileCodeRequest) => Promise<{ expiredMinutes: number }>;
  /** The chosen country's dialing code. */
  dialingCode: string;
  /** The number as typed, read when the code is sent. */
  mobileNo: () => string;
  /** Validates the number field; nothing is sent unless it answers true and a number is typed. */
  checkNumber: () => Promise<boolean>;
  human: HumanCheck;
  /** The form's success and failure lines: both cleared by a click, then one set by the outcome. */
  setNotice: (text: string | null) => void;
  setFailure: (text: string | null) => void;
}

/**
 * §4 the SMS code to a typed number (register, SMS login, phone reset): a click clears the form's
 * messages, validates the number and sends with a solved human check; the state of the send button.
 */
export function useMobileCodeSender({
  request,
  dialingCode,
  mobileNo,
  checkNumber,
  human,
  setNotice,
  setFailure,
}: MobileCodeSenderOptions) {
  const { t } = useTranslation();
  const sms = useSmsSender({
    send: async () => {
      const sent = await request({
        countryDialingCode: dialingCode,
        mobileNo: mobileNo().trim(),
        altcha: await human.take(),
      });
      setNotice(t('auth.sms.sent'));
      return sent;
    },
    onError: (error) => setFailure(errorText(error, t)),
  });

  return {
    seconds: sms.seconds,
    sending: sms.sending,
    disabled: human.status === 'error',
    send: () => {
      setFailure(null);
      setNotice(null);
      // Where the number may be left out (some register modes) an empty one validates: no code then.
      void checkNumber().then((valid) => sms.sendCode(valid && mobileNo().trim() !== ''));
    },
  };
}
