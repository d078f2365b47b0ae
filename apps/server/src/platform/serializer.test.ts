import { ErrorEnvelopeSchema, endpoints, envelopeOf, gamesEndpoints, type Endpoint } from '@swerte/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conforming, jsonSchemaOf } from '../../test/fuzz/schema-arbitrary.js';
import { createSerializerCompiler } from './serializer.js';

const compile = (schema: z.ZodType, checkContract = false) =>
  createSerializerCompiler({ checkContract })({ schema, method: 'GET', url: '/t', httpStatus: '200' });

/** What the zod serialiser sent before: the contract's parse of the value, then JSON.stringify. */
const zodWire = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

/**
 * Text as the server holds it: trimmed on its way in by the request contracts (the old serialiser
 * trimmed again on the way out, where contracts share a trimmed field between request and answer).
 */
const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value)
      ? value.map(trimmed)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]))
        : value;

const contracts: [string, z.ZodType][] = [
  ...Object.entries(endpoints).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(
      ([name, endpoint]) => [`${group}.${name}`, envelopeOf(endpoint.value)] as [string, z.ZodType],
    ),
  ),
  ['error envelope', ErrorEnvelopeSchema],
];

describe('compiled response serialiser', () => {
  it.each(contracts)('%s: sends what zod sent for every answer its contract allows', (_name, schema) => {
    const serialize = compile(schema);
    let checked = 0;
    const property = fc.property(conforming(jsonSchemaOf(schema)).map(trimmed), (value) => {
      // The generator knows the JSON Schema, not zod's refinements: only answers the contract takes count.
      if (!z.safeEncode(schema, value).success) return;
      const sent = serialize(value);
      expect(schema.safeParse(JSON.parse(sent)).success).toBe(true);
      expect(JSON.parse(sent)).toEqual(JSON.parse(zodWire(schema, value)));
      checked += 1;
    });
    // An answer with many refined parts is rarely generated whole: more rounds until some are checked.
    for (let seed = 13; seed < 13 + 8 && checked === 0; seed++) fc.assert(property, { numRuns: 25, seed });
    expect(checked).toBeGreaterThan(0);
  });

  const gameList = envelopeOf(gamesEndpoints.gameList.value);
  const game = {
    nodeId: 7,
    gameCode: 'slot-7',
    gameName: 'Lucky 7',
    vassalage: 'SW_RNG',
    vendorName: 'Swerte',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    minBet: '1.00',
    minLineNum: 20,
    isHot: 1,
    isNew: 0,
    imageUrl: '/media/games/7.svg',
    launchMode: 'iframe',
    isRealMoneyOnly: false,
  };
  const answer = (games: object[]) => ({
    success: true,
    code: 'ok',
    message: 'Success.',
    value: { games, totalPages: 1 },
  });

  it('never sends a field the contract does not name', () => {
    const sent = compile(gameList)(answer([{ ...game, passwordHash: '$argon2id$secret' }]));
    expect(sent).not.toContain('passwordHash');
    expect(JSON.parse(sent)).toEqual(answer([game]));
  });

  it('refuses an answer missing a required field', () => {
    const { gameName: _dropped, ...incomplete } = game;
    expect(() => compile(gameList)(answer([incomplete]))).toThrow(/gameName/);
  });

  it('checking the contract, refuses a wrong type the compiled form alone would coerce', () => {
    const wrong = answer([{ ...game, minBet: 100 }]);
    expect(compile(gameList)(wrong)).toContain('"minBet":"100"');
    expect(() => compile(gameList, true)(wrong)).toThrow();
    expect(JSON.parse(compile(gameList, true)(answer([game])))).toEqual(answer([game]));
  });
});
