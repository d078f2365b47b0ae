import { ERROR_CATALOGUE, type ErrorCode } from '@swerte/contracts';

/** The only error a service throws on purpose: a catalogue code, mapped to its HTTP status. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly value: Record<string, unknown> | null = null,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.status = ERROR_CATALOGUE[code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
