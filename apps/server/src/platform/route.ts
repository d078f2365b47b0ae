import { ErrorEnvelopeSchema, envelopeOf, type Endpoint } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { successEnvelope } from './envelope.js';

export interface HandlerInput<Q extends z.ZodType, B extends z.ZodType> {
  query: z.output<Q>;
  body: z.output<B>;
  request: FastifyRequest;
}

/**
 * Registers one contracts Endpoint: its method, path and schemas (so validation, serialisation and
 * /docs all come from the contract) around a handler that returns only the envelope's value.
 */
export function registerEndpoint<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<Q, B, V>,
  handler: (input: HandlerInput<Q, B>) => Promise<z.output<V>>,
): void {
  // Validation and serialisation come from the zod compilers; the handler's types come from the Endpoint.
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'token' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelopeOf(endpoint.value), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
    },
    handler: async (request) => {
      const value = await handler({
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        request,
      });
      return successEnvelope(request, value);
    },
  });
}
