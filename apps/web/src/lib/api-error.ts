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
    /** The refusal's value as sent (e.g. a login's captcha flag or verification methods). */
    readonly value?: unknown,
  ) {
    super(message);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
