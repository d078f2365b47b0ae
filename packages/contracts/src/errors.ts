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
