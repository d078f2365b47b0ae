import {
  SUCCESS_CODE,
  errorMessage,
  successMessage,
  type Envelope,
  type ErrorCode,
  type ErrorEnvelope,
} from '@swerte/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './request-context.js';

export function successEnvelope<T>(request: FastifyRequest, value: T): Envelope<T> {
  return { success: true, code: SUCCESS_CODE, message: successMessage(requestLanguage(request)), value };
}

export function errorEnvelope(
  request: FastifyRequest,
  code: ErrorCode,
  value: ErrorEnvelope['value'] = null,
): ErrorEnvelope {
  return { success: false, code, message: errorMessage(code, requestLanguage(request)), value };
}
