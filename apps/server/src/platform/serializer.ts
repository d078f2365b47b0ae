import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type Serialize = (data: unknown) => string;

/** Fastify's own response compiler (fast-json-stringify), fed the contracts' JSON Schema. */
const compileJsonSchema = SerializerSelector()();

/**
 * The wire form of a contract schema: what zod writes for it (every contract has one). Objects come
 * out with `additionalProperties: false`, so a field a handler adds beyond the contract (a password
 * hash on a row) is never sent.
 */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
}

/**
 * Serialises responses with a function compiled from the schema instead of validating every answer
 * with zod and then calling JSON.stringify: the contract's JSON Schema goes through fast-json-stringify,
 * once per schema (the error envelope every route shares is compiled once), on its first use, so
 * start-up does not pay for calls nobody makes. With `checkContract` (development and tests) each
 * answer is also checked against its zod schema first, and a mismatch is the same 500 it was, so the
 * API tests keep catching a handler that drifts from its contract; production trusts the compiled shape.
 * Text goes out as the server holds it: a contract's `.trim()` applies to what comes in, not again here.
 */
export function createSerializerCompiler(options: {
  checkContract: boolean;
}): FastifySerializerCompiler<unknown> {
  const compiled = new WeakMap<object, Serialize>();
  const serializerOf = (schema: object): Serialize => {
    let serialize = compiled.get(schema);
    if (!serialize) {
      const json = schema instanceof $ZodType ? responseJsonSchema(schema as z.ZodType) : schema;
      serialize = compileJsonSchema({ schema: json, method: '', url: '', httpStatus: '' });
      compiled.set(schema, serialize);
    }
    return serialize;
  };
  return ({ schema, method, url }) => {
    const contract = schema as object;
    let serialize: Serialize | null = null;
    const check = options.checkContract && contract instanceof $ZodType ? contract : null;
    return (data) => {
      if (check) {
        const result = safeEncode(check, data);
        if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      serialize ??= serializerOf(contract);
      return serialize(data);
    };
  };
}
