import type { Endpoint, EndpointBody, EndpointQuery, EndpointValue } from '@swerte/contracts';
import { ApiError } from './api-error';

interface ClientConfig {
  getToken: () => string | null;
  /** The one place a 401 is handled: the session is dropped and the login page shows. */
  onUnauthorized: () => void;
}

let config: ClientConfig = { getToken: () => null, onUnauthorized: () => undefined };

export function configureApiClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next };
}

export interface CallOptions<E> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope `{ success, code, message, value }`: the value, or an ApiError with the server's text. */
export function parseEnvelope<T>(status: number, body: unknown): T {
  if (!isRecord(body) || typeof body.success !== 'boolean' || typeof body.code !== 'string') {
    throw new ApiError('error_internal', 'Unexpected response', status >= 400 ? status : 500);
  }
  if (body.success && status < 400) return body.value as T;
  const value = body.value;
  const fields =
    isRecord(value) && isRecord(value.fields) ? (value.fields as Record<string, string>) : undefined;
  const message = typeof body.message === 'string' ? body.message : body.code;
  throw new ApiError(body.code, message, status >= 400 ? status : 400, fields, value);
}

/** `/wps/admin/deposits/:id/approve` with `{ id: 7 }` → `/wps/admin/deposits/7/approve`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (segment, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : segment,
  );
}

/** A query string of the defined values only (an empty filter is left out). */
export function buildUrl(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value as string | number | boolean));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls one contract endpoint with the operator's bearer token (never a cookie, so no request can be
 * forged from another site) and returns its typed value, or throws an ApiError.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointValue<E>> {
  const token = config.getToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(fillPath(endpoint.path, options.params), options.query as object), {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'omit',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('error_network', 'The server could not be reached', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  try {
    return parseEnvelope<EndpointValue<E>>(response.status, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) config.onUnauthorized();
    throw error;
  }
}

/** GETs bytes that need the token (a deposit's receipt image), for an object URL. */
export async function fetchBlob(path: string): Promise<Blob> {
  const token = config.getToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'omit',
  });
  if (response.ok) return response.blob();
  if (response.status === 401 && token) config.onUnauthorized();
  throw new ApiError('error_not_found', response.statusText, response.status);
}
