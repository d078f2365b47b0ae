import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@swerte/contracts';
import type { Endpoint, EndpointBody, EndpointQuery, EndpointValue, Language } from '@swerte/contracts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import type { EndpointRef } from './endpoint-ref';

interface ApiClientConfig {
  getLanguage: () => Language;
  getToken: () => string | null;
  /** The one place a 401 is handled: the app clears the session and asks for a login. */
  onUnauthorized: (error: ApiError) => void;
}

let config: ApiClientConfig = {
  getLanguage: () => DEFAULT_LANGUAGE,
  getToken: () => null,
  onUnauthorized: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

export interface CallOptions<E> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Values of the path's `:name` segments. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** The request outlives the page: sent as a tab closes (a fishing session's last shots). */
  keepalive?: boolean;
  /** Overrides the current UI language (query functions pass the one in their key). */
  language?: Language;
  /** Extra request headers (a house game's `x-game-session`). */
  headers?: Record<string, string>;
  /**
   * False: send no member token. A house game call carries its own game session instead, and its
   * 401 ends the game session, not the member's.
   */
  withToken?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): { requestId?: string; fields?: Record<string, string> } {
  if (!isRecord(value)) return {};
  const requestId = typeof value.requestId === 'string' ? value.requestId : undefined;
  const fields = isRecord(value.fields) ? (value.fields as Record<string, string>) : undefined;
  return { requestId, fields };
}

/**
 * Reads a response body as the envelope `{ success, code, message, value }`: the value when
 * `success`, else a typed ApiError. A body that is not an envelope is an internal error.
 */
export function parseEnvelope<T>(status: number, body: unknown): T {
  const isEnvelope = isRecord(body) && typeof body.success === 'boolean' && typeof body.code === 'string';
  if (!isEnvelope) {
    throw new ApiError(CLIENT_ERROR_CODES.internal, 'Unexpected response', status >= 400 ? status : 500);
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (body.success && status < 400) return body.value as T;
  const { requestId, fields } = readFields(body.value);
  throw new ApiError(
    body.code as string,
    message,
    status >= 400 ? status : 400,
    requestId,
    fields,
    body.value,
  );
}

/** `/bankAccounts/:id/default` with `{ id: 7 }` → `/bankAccounts/7/default`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (segment, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : segment,
  );
}

export function buildUrl(path: string, query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** Calls one contract endpoint and returns its typed value, or throws an ApiError. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  options: CallOptions<E> = {},
): Promise<EndpointValue<E>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': LANGUAGE_TAGS[options.language ?? config.getLanguage()],
    ...options.headers,
  };
  const token = options.withToken === false ? null : config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(
      buildUrl(fillPath(endpoint.path, options.params), options.query as object | undefined),
      {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      },
    );
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(CLIENT_ERROR_CODES.network, 'Network error', 0);
  }

  try {
    return parseEnvelope<EndpointValue<E>>(response.status, await readJson(response));
  } catch (error) {
    // Only a session the server rejected needs handling; a 401 without a token is just "log in first".
    if (error instanceof ApiError && error.isUnauthorized && token) config.onUnauthorized(error);
    throw error;
  }
}

/**
 * GETs bytes that need the session (a deposit's receipt image): an <img src> cannot send the bearer
 * token, so the caller shows the Blob through an object URL. A failure is the envelope's ApiError.
 */
export async function fetchBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': LANGUAGE_TAGS[config.getLanguage()] };
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(CLIENT_ERROR_CODES.network, 'Network error', 0);
  }
  if (response.ok) return response.blob();
  try {
    return parseEnvelope<never>(response.status, await readJson(response));
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized && token) config.onUnauthorized(error);
    throw error;
  }
}
