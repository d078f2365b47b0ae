import { createHmac } from 'node:crypto';
import {
  ERROR_CATALOGUE,
  GAME_SESSION_HEADER,
  HOUSE_GAMES,
  encryptBody,
  endpoints,
  isErrorCode,
  type Endpoint,
} from '@swerte/contracts';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { games as gamesTable } from '../../src/db/games-schema.js';
import { playerIdOf } from '../../src/modules/vendor-wallet/vendor-auth.js';
import { memberSession, operatorHeaders, type MemberSession } from '../account-helpers.js';
import { createAuthClient } from '../auth-helpers.js';
import { creditCash } from '../wallet-helpers.js';
import { hostileValue, jsonSchemaOf, request, toQueryString, type JsonSchema } from './schema-arbitrary.js';

/**
 * Sends generated requests to any contract endpoint the way its real callers do (a member's token, an
 * operator's token, a signed vendor body, a house game session, an enc body) and checks the answers.
 */
export interface NamedEndpoint {
  name: string;
  endpoint: Endpoint;
}

export function everyEndpoint(): NamedEndpoint[] {
  return Object.entries(endpoints).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint,
    })),
  );
}

export const FUZZ_VENDOR = 'LUZON';
/** Operator calls that can end or change the fuzzing operator's own session or account. */
const OPERATOR_SELF_CHANGES = /^\/wps\/admin\/(session|operators)(\/|$)/;
export const FUZZ_PAYMENT_PASSWORD = '246810';

export interface Sent {
  request: { method: string; url: string; payload?: string };
  status: number;
  body: { success?: unknown; code?: unknown; message?: unknown; value?: unknown } | null;
}

/** A fuzzing identity: a funded member with a payment password, an admin operator, a vendor secret. */
export class FuzzClient {
  private operator: { authorization: string } | null = null;
  private readonly houseSessions: Partial<Record<keyof typeof HOUSE_GAMES, string>> = {};
  private readonly auth;
  private serial = 0;

  private constructor(
    readonly app: FastifyInstance,
    readonly member: MemberSession,
    private readonly hints: Record<string, fc.Arbitrary<unknown>>,
  ) {
    this.auth = createAuthClient(app, app.database.db);
  }

  static async create(app: FastifyInstance, username: string): Promise<FuzzClient> {
    const member = await memberSession(app, username, {
      paymentPassword: FUZZ_PAYMENT_PASSWORD,
      payeeName: 'Ana Reyes',
    });
    await creditCash(app, member.id, 1_000_000n, `fuzz-credit:${username}`);
    const secret = app.services.vendorWallet.secretOf({ vassalage: FUZZ_VENDOR });
    const games = await app.database.db
      .select({ id: gamesTable.id })
      .from(gamesTable)
      .orderBy(gamesTable.id)
      .limit(3);
    const gameIds = games.map((row) => row.id);
    // Real values a generated field is sometimes given, so requests reach past the first checks.
    const hints: Record<string, fc.Arbitrary<unknown>> = {
      playerId: fc.constant(playerIdOf(secret, member.id)),
      timestamp: fc.constant(null).map(() => Math.floor(Date.now() / 1000)),
      vassalage: fc.constantFrom(FUZZ_VENDOR, 'SW_RNG', 'SW_LIVE'),
      vendor: fc.constantFrom(FUZZ_VENDOR, 'SW_RNG'),
      gameCode: fc.constantFrom(HOUSE_GAMES.slot.gameCode, HOUSE_GAMES.baccarat.gameCode),
      gameType: fc.constantFrom('RNG', 'LIVE'),
      nodeId: fc.constantFrom(...gameIds),
      paymentPassword: fc.constant(FUZZ_PAYMENT_PASSWORD),
      amount: fc.constantFrom('1.00', '100', '0.01'),
      betPerLine: fc.constantFrom('0.01', '0.05'),
      lines: fc.constantFrom(1, 20),
      language: fc.constantFrom('EN', 'TY'),
    };
    const client = new FuzzClient(app, member, hints);
    // Opened before the run, whose generated calls to the (rate-limited) session route use it up.
    client.houseSessions.slot = await client.openHouseGame('slot');
    client.houseSessions.baccarat = await client.openHouseGame('baccarat');
    return client;
  }

  /** The arbitrary of a whole call: path parameters, query and body, each generated or mutated. */
  requests(
    endpoint: Endpoint,
  ): fc.Arbitrary<{ params: unknown; query: unknown; body: unknown; plain: boolean }> {
    const part = (schema: JsonSchema | null) => (schema ? this.hinted(schema) : fc.constant(undefined));
    const partSchema = (schema: Endpoint['query']) => (schema ? jsonSchemaOf(schema) : null);
    return fc.record({
      params: part(partSchema(endpoint.params)),
      query: part(partSchema(endpoint.query)),
      body: endpoint.body
        ? fc.oneof(
            { weight: 9, arbitrary: this.hinted(jsonSchemaOf(endpoint.body)) },
            { weight: 1, arbitrary: fc.constantFrom('{', '[]]', '{"a":1}{', 'null', '"text"', '1e999', '') },
          )
        : fc.constant(undefined),
      // An enc call sent without encryption, as a script skipping the browser would.
      plain: endpoint.enc ? fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0) : fc.constant(false),
    });
  }

  private hinted(schema: JsonSchema): fc.Arbitrary<unknown> {
    const keys = Object.keys(schema.properties ?? {}).filter((key) => key in this.hints);
    const base = request(schema);
    if (keys.length === 0) return base;
    const overrides = fc.record(
      Object.fromEntries(keys.map((key) => [key, fc.option(this.hints[key]!, { freq: 2 })])),
    );
    return fc.tuple(base, overrides).map(([value, chosen]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const merged: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, hint] of Object.entries(chosen)) if (hint !== null) merged[key] = hint;
      return merged;
    });
  }

  /** A fresh member token each call: a generated logout or password change must not end the run. */
  private async memberHeaders(): Promise<Record<string, string>> {
    const token = await this.app.services.session.tokens.issue(
      this.app.database.db,
      this.member.id,
      'session',
      {
        ip: '127.0.0.1',
        userAgent: null,
      },
    );
    return { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  }

  private async operatorHeaders(): Promise<Record<string, string>> {
    this.serial += 1;
    this.operator ??= await operatorHeaders(this.app, `fuzzop${this.serial}${this.member.id}`, 'admin');
    return this.operator;
  }

  /** One game session per house game, opened as the game page opens it. */
  private houseHeaders(path: string): Record<string, string> {
    const kind = path.includes('baccarat') ? 'baccarat' : 'slot';
    return { [GAME_SESSION_HEADER]: this.houseSessions[kind] ?? '' };
  }

  private async openHouseGame(kind: keyof typeof HOUSE_GAMES): Promise<string> {
    const game = HOUSE_GAMES[kind];
    const launchToken = await this.app.services.launchTokens.issueLaunchToken(
      this.member.id,
      game.vendor,
      game.gameCode,
    );
    const res = await this.app.inject({
      method: 'POST',
      url: '/wps/house/session',
      payload: { launchToken, vendor: game.vendor },
    });
    const sessionToken = res.json<{ value?: { sessionToken?: string } }>().value?.sessionToken;
    if (!sessionToken) throw new Error(`house game session: ${res.statusCode} ${res.body}`);
    return sessionToken;
  }

  /**
   * Makes the caller of `endpoint` ready before a print of the database is taken: a new fuzzing operator,
   * when the last one was logged out or changed, is an account the call itself did not make.
   */
  async prepare(endpoint: Endpoint): Promise<void> {
    if (endpoint.auth === 'operator') await this.operatorHeaders();
  }

  async send(
    endpoint: Endpoint,
    input: { params: unknown; query: unknown; body: unknown; plain: boolean },
    as: 'caller' | 'anonymous' | Record<string, string> = 'caller',
  ): Promise<Sent> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (as !== 'caller' && as !== 'anonymous') Object.assign(headers, as);
    else if (as === 'caller') {
      if (endpoint.auth === 'token') Object.assign(headers, await this.memberHeaders());
      if (endpoint.auth === 'operator') Object.assign(headers, await this.operatorHeaders());
      if (endpoint.path.startsWith('/wps/house/') && endpoint.auth === 'none')
        Object.assign(headers, this.houseHeaders(endpoint.path));
    }
    let payload: string | undefined;
    if (input.body !== undefined) {
      if (typeof input.body === 'string') payload = input.body;
      else if (endpoint.enc && !input.plain)
        payload = JSON.stringify(await encryptBody(await this.auth.encryptionKey(), input.body));
      else payload = JSON.stringify(input.body);
      headers['content-type'] = 'application/json';
      if (endpoint.path.startsWith('/wps/vendor-wallet/') && as === 'caller') {
        const secret = this.app.services.vendorWallet.secretOf({ vassalage: FUZZ_VENDOR });
        headers['x-vendor-id'] = FUZZ_VENDOR;
        headers['x-signature'] = createHmac('sha256', secret).update(payload).digest('hex');
      }
    }
    const query = input.query === undefined ? '' : toQueryString(input.query);
    const url = fillPath(endpoint.path, input.params) + (query ? `?${query}` : '');
    const response = await this.app.inject({
      method: endpoint.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    // A generated logout or sign-out everywhere ends the shared operator token, and a generated change of
    // operators may disable the fuzzing operator, change its role or its allowed addresses: the next call
    // logs in again, as a new operator.
    if (
      endpoint.auth === 'operator' &&
      endpoint.method !== 'GET' &&
      OPERATOR_SELF_CHANGES.test(endpoint.path)
    )
      this.operator = null;
    return {
      request: { method: endpoint.method, url, ...(payload === undefined ? {} : { payload }) },
      status: response.statusCode,
      body: jsonOrNull(response.body),
    };
  }
}

function jsonOrNull(text: string): Sent['body'] {
  try {
    return JSON.parse(text) as Sent['body'];
  } catch {
    return null;
  }
}

/** `:name` segments filled from generated parameters (anything not a string is written as text). */
export function fillPath(path: string, params: unknown): string {
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    const text = value === undefined ? 'x' : typeof value === 'string' ? value : JSON.stringify(value);
    // A lone surrogate cannot be percent-encoded; a client would send the replacement character.
    return encodeURIComponent((text === '' ? ' ' : text).replace(/[\ud800-\udfff]/g, '\ufffd'));
  });
}

/** What every answer must be: below 500, the envelope, and a refusal carrying a catalogue key. */
export function envelopeProblem(sent: Sent): string | null {
  const { status, body } = sent;
  // A 503 is allowed only as the catalogue's own answer for something switched off (maintenance).
  const declared503 =
    status === 503 &&
    typeof body?.code === 'string' &&
    isErrorCode(body.code) &&
    ERROR_CATALOGUE[body.code].status === 503;
  if (status >= 500 && !declared503) return `status ${status}: ${JSON.stringify(body)}`;
  if (
    !body ||
    typeof body.success !== 'boolean' ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string'
  )
    return `not an envelope (status ${status})`;
  if (body.success && (status < 200 || status >= 300)) return `success with status ${status}`;
  if (!body.success && status < 400) return `refusal with status ${status}`;
  if (!body.success && !isErrorCode(body.code)) return `refusal code ${body.code} is not in the catalogue`;
  return null;
}

export function describeSent(sent: Sent): string {
  const payload = (sent.request.payload ?? '').slice(0, 300);
  return `${sent.request.method} ${sent.request.url.slice(0, 300)} ${payload} → ${sent.status} ${JSON.stringify(sent.body).slice(0, 300)}`;
}

export { hostileValue };
