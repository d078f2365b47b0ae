import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the server registers it, the web client calls it and /docs describes it,
 * all from this one definition.
 */
export interface Endpoint<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Value extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /**
   * `token`: needs a member's `Authorization: Bearer <token>` (§7 'T'); `operator`: needs a back-office
   * operator's token instead (a member token never passes it, nor an operator token the member guard).
   */
  auth: 'none' | 'token' | 'operator';
  /** An "enc" call (§7): the body goes through encryptBody(); the server refuses plain bodies. */
  enc?: boolean;
  /** Path parameters (`:name` segments of `path`). */
  params?: z.ZodType;
  /** Envelope `code` of a success when it is not `ok` (e.g. password_sent, whose text the client shows). */
  successCode?: string;
  query?: Query;
  body?: Body;
  value: Value;
}

export function defineEndpoint<
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Value extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Query, Body, Value>): Endpoint<Query, Body, Value> {
  return endpoint;
}

export type EndpointValue<E> = E extends Endpoint<z.ZodType, z.ZodType, infer V> ? z.infer<V> : never;
export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
