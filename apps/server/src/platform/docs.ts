import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VENDOR_SIGNATURE_HEADERS, VENDOR_WALLET_CONVENTIONS } from '@swerte/contracts';

/** OpenAPI at /docs/json and its UI at /docs, generated from the contracts endpoints' schemas. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Swerte API',
        description: 'Every answer is the envelope { success, code, message, value }.',
        version: '0.1.0',
      },
      tags: [{ name: 'vendor-wallet', description: VENDOR_WALLET_CONVENTIONS }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: "A member's session token" },
          operatorAuth: { type: 'http', scheme: 'bearer', description: "A back-office operator's token" },
          vendorId: {
            type: 'apiKey',
            in: 'header',
            name: VENDOR_SIGNATURE_HEADERS.vendorId,
            description: "The calling vendor's vassalage",
          },
          vendorSignature: {
            type: 'apiKey',
            in: 'header',
            name: VENDOR_SIGNATURE_HEADERS.signature,
            description: "Hex HMAC-SHA256 of the raw request body, keyed with the vendor's secret",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
}
