import {
  SUCCESS_CODE,
  errorMessage,
  isErrorCode,
  successMessage,
  type Envelope,
  type ErrorCode,
  type ErrorEnvelope,
} from '@swerte/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './request-context.js';

/** `code` may name a catalogue entry whose text the client shows on success (password_sent). */
export function successEnvelope<T>(request: FastifyRequest, value: T, code?: string): Envelope<T> {
  const language = requestLanguage(request);
  if (code && isErrorCode(code)) return { success: true, code, message: errorMessage(code, language), value };
  return { success: true, code: SUCCESS_CODE, message: successMessage(language), value };
}

export function errorEnvelope(
  request: FastifyRequest,
  code: ErrorCode,
  value: ErrorEnvelope['value'] = null,
): ErrorEnvelope {
  return {
    success: false,
    code,
    message: errorMessage(code, requestLanguage(request), value?.params),
    value,
  };
}
