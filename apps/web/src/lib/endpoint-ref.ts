import type { Endpoint, HttpMethod } from '@swerte/contracts';

/**
 * The part of a contract endpoint the browser needs at run time: method and path. The type
 * parameter carries the contract (query, body and value types); the zod schemas themselves stay
 * out of the bundle (zod alone would take a sixth of the home page's JS budget).
 * src/app/endpoint-refs.test.ts checks every ref against packages/contracts.
 */
export interface EndpointRef<E extends Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set; only ties the ref to its contract type. */
  readonly contract?: E;
}

export function endpointRef<E extends Endpoint>(method: HttpMethod, path: string): EndpointRef<E> {
  return { method, path };
}
