import type { Language } from './language.js';

interface CatalogueEntry {
  /** HTTP status the server answers with when it throws this code. */
  status: number;
  text: Record<Language, string>;
}

/**
 * The message catalogue of server errors (§8). `code` in the envelope is one of these keys and
 * `message` its text in the request's language. The web client shows the same texts.
 */
export const ERROR_CATALOGUE = {
  /** The request body, query or parameters failed validation. */
  error_invalid_request: {
    status: 400,
    text: {
      TY: 'Hindi wasto ang kahilingan. Pakisuri ang mga inilagay mo.',
      EN: 'The request is not valid. Please check what you entered.',
    },
  },
  /** No session token, or it expired or was revoked. */
  error_not_logged_in: {
    status: 401,
    text: { TY: 'Hindi ka pa naka-login.', EN: 'You are not logged in.' },
  },
  /** The caller is authenticated but may not do this. */
  error_forbidden: {
    status: 403,
    text: { TY: 'Hindi pinapayagan ang aksyong ito.', EN: 'This action is not allowed.' },
  },
  /** A trial account (isAgent 4) tried something that needs a real account. */
  in_need_true_account: {
    status: 403,
    text: {
      TY: 'Kailangan ng totoong account para rito. Mag-register ng totoong account?',
      EN: 'This needs a real account. Register a real account?',
    },
  },
  /** A non-agent tried to use the agent area. */
  error_not_agent: {
    status: 403,
    text: { TY: 'Hindi ka ahente.', EN: 'You are not an agent.' },
  },
  /** A non-member tried a third-party login. */
  member_no_enter: {
    status: 403,
    text: { TY: 'Hindi makapasok ang hindi miyembro.', EN: 'Only members can log in this way.' },
  },
  /** The affiliate/invitation code does not exist or is not usable. */
  invitation_code_error: {
    status: 400,
    text: { TY: 'Mali ang invitation code.', EN: 'The invitation code is not valid.' },
  },
  /** The visitor's IP address or location is blocked. */
  blockip: {
    status: 403,
    text: {
      TY: 'Paumanhin, hindi available ang serbisyo sa iyong lokasyon.',
      EN: 'Sorry, the service is not available in your location.',
    },
  },
  /** The site is under maintenance. */
  info_maintenance: {
    status: 503,
    text: {
      TY: 'Kasalukuyang nasa maintenance ang site. Pakibalikan mamaya.',
      EN: 'The site is under maintenance. Please come back later.',
    },
  },
  /** A game or vendor is under maintenance. */
  game_maintenance: {
    status: 503,
    text: {
      TY: 'Nasa maintenance ang larong ito.',
      EN: 'This game is under maintenance.',
    },
  },
  /** An "enc" call arrived as a plain body, or its envelope could not be opened. */
  error_encryption_required: {
    status: 400,
    text: {
      TY: 'Hindi ligtas ang pagpapadala. I-refresh ang pahina at subukan ulit.',
      EN: 'The request was not sent securely. Refresh the page and try again.',
    },
  },
  /** Wrong username or password, or wrong SMS code at login; never says which. */
  error_login_failed: {
    status: 401,
    text: {
      TY: 'Mali ang username o password.',
      EN: 'The username or password is wrong.',
    },
  },
  /** Too many failed attempts: the auth throttle wait (§9, 5 minutes) applies. */
  error_login_locked: {
    status: 429,
    text: {
      TY: 'Masyadong maraming maling subok. Subukan ulit pagkalipas ng 5 minuto.',
      EN: 'Too many failed attempts. Try again in 5 minutes.',
    },
  },
  /** The captcha is missing, wrong, used or expired. */
  error_captcha: {
    status: 400,
    text: { TY: 'Mali o expired ang captcha.', EN: 'The captcha is wrong or has expired.' },
  },
  /** The human verification (proof of work) is missing, wrong, used or expired. */
  error_human_verification: {
    status: 400,
    text: {
      TY: 'Hindi pumasa ang beripikasyon. Subukan ulit.',
      EN: 'The human check did not pass. Please try again.',
    },
  },
  /** The SMS or e-mail code is wrong, used or expired. */
  error_verification_code: {
    status: 400,
    text: {
      TY: 'Mali o expired ang verification code.',
      EN: 'The verification code is wrong or has expired.',
    },
  },
  /** A login from an address the member has not used: confirm it first (value carries the methods). */
  error_login_verification_required: {
    status: 403,
    text: {
      TY: 'Bagong device o lokasyon: kumpirmahin muna na ikaw ito.',
      EN: 'New device or location: please confirm it is you.',
    },
  },
  /** One of the registration fields broke its rule; value.fields names the fields. */
  error_field_invalid: {
    status: 400,
    text: { TY: 'Pakisuri ang mga field na may mali.', EN: 'Please check the highlighted fields.' },
  },
  /** The username is already registered. */
  error_username_taken: {
    status: 409,
    text: { TY: 'May gumagamit na ng username na ito.', EN: 'This username is already taken.' },
  },
  /** The mobile number is already bound to another member. */
  error_mobile_taken: {
    status: 409,
    text: {
      TY: 'Nakarehistro na ang mobile number na ito.',
      EN: 'This mobile number is already registered.',
    },
  },
  /** The e-mail address is already bound to another member. */
  error_email_taken: {
    status: 409,
    text: { TY: 'Nakarehistro na ang e-mail na ito.', EN: 'This e-mail address is already registered.' },
  },
  /** The old password given to a change is wrong. */
  error_old_password: {
    status: 400,
    text: { TY: 'Mali ang lumang password.', EN: 'The current password is wrong.' },
  },
  /** Forgot-password details do not match a member (§8: username/email does not exist). */
  error_user_not_exist: {
    status: 400,
    text: {
      TY: 'Hindi tugma ang username at e-mail.',
      EN: 'The username and e-mail address do not match an account.',
    },
  },
  /** The operator has switched this feature off (a whitelabel flag). */
  error_feature_disabled: {
    status: 403,
    text: { TY: 'Hindi available ang feature na ito.', EN: 'This feature is not available.' },
  },
  /** Forgot-by-email success dialog text (§8). */
  password_sent: {
    status: 200,
    text: { TY: 'Naipadala na ang password. Pakitingnan.', EN: 'The password has been sent. Please check.' },
  },
  /** No route or record matched. */
  error_not_found: {
    status: 404,
    text: { TY: 'Hindi nahanap.', EN: 'Not found.' },
  },
  /** The request conflicts with the current state (a duplicate, a stale change). */
  error_conflict: {
    status: 409,
    text: {
      TY: 'Hindi ito magawa sa kasalukuyang kalagayan.',
      EN: 'This cannot be done in the current state.',
    },
  },
  /** Rate limit reached. */
  error_too_many_requests: {
    status: 429,
    text: {
      TY: 'Masyadong maraming kahilingan. Subukan ulit mamaya.',
      EN: 'Too many requests. Please try again later.',
    },
  },
  /** An unexpected server fault; details are only in the server log under the request id. */
  error_internal: {
    status: 500,
    text: {
      TY: 'Nagkaproblema sa server. Subukan ulit.',
      EN: 'Something went wrong on our side. Please try again.',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_CATALOGUE[code].text[language];
}
