import { ERROR_CATALOGUE, isErrorCode } from '@swerte/contracts';

/** Codes the client itself produces when no envelope could be read. */
export const CLIENT_ERROR_CODES = {
  network: 'error_network',
  internal: 'error_internal',
} as const;

/** A failed call: `code` is a message-catalogue key, `message` the server's text for it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly requestId?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** True for codes the catalogue knows; anything else is shown as a generic failure. */
  get isKnown(): boolean {
    return isErrorCode(this.code) || this.code === CLIENT_ERROR_CODES.network;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The catalogue status of a code, for errors the client builds without a response. */
export function statusOf(code: string): number {
  return isErrorCode(code) ? ERROR_CATALOGUE[code].status : 0;
}
