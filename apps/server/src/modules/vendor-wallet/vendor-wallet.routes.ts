import {
  ErrorEnvelopeSchema,
  VENDOR_SIGNATURE_HEADERS,
  envelopeOf,
  vendorWalletEndpoints,
  type Endpoint,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { successEnvelope } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { checkTimestamp, verifyVendorSignature } from './vendor-auth.js';
import type { BetReportService } from './bet-report.service.js';
import type { CallingVendor, VendorWalletService } from './vendor-wallet.service.js';

/** Vendor calls are small; anything larger is not one. */
const VENDOR_BODY_LIMIT = 16 * 1024;
/** A bet report carries up to 500 bets of a few hundred bytes each. */
const BET_REPORT_BODY_LIMIT = 512 * 1024;
/**
 * A vendor's few servers send every player's bets, far past the per-address limit members get; refusing
 * a debit or credit for volume would fail real bets, so vendor calls are counted per vendor and address,
 * up to VENDOR_RATE_LIMIT_MAX a minute.
 */
export const vendorRateLimit = (max: number, idHeader: string = VENDOR_SIGNATURE_HEADERS.vendorId) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `vendor:${String(request.headers[idHeader])}:${request.ip}`,
});

/**
 * Signed calls (vendors', the sports feed's): JSON bodies kept raw beside the parsed value, so the
 * signature covers exactly the bytes sent. No limit of the parser's own: each route's bodyLimit applies.
 */
export function acceptSignedJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, parsed) => {
    request.rawBody = body as Buffer;
    try {
      parsed(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      parsed(new AppError('error_invalid_request'));
    }
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
    vendor?: CallingVendor;
  }
}

export interface VendorWalletRouteDeps {
  vendorWallet: VendorWalletService;
  betReports: BetReportService;
  /** Calls a minute per vendor and address (VENDOR_RATE_LIMIT_MAX). */
  rateLimitMax: number;
  now?: () => Date;
}

/**
 * The vendors' wallet calls, seamless and transfer mode. The body is kept raw beside the parsed JSON so
 * the signature covers exactly the bytes sent, and it is checked before validation: an unsigned caller
 * learns nothing about the body's rules.
 */
export function registerVendorWalletRoutes(app: FastifyInstance, deps: VendorWalletRouteDeps): void {
  const { vendorWallet: service, betReports } = deps;
  const now = deps.now ?? (() => new Date());
  const rateLimit = vendorRateLimit(deps.rateLimitMax);
  void app.register((scope, _options, done) => {
    acceptSignedJson(scope);
    const e = vendorWalletEndpoints;
    route(scope, e.authenticate, (vendor, body) => service.authenticate(vendor, body.launchToken));
    route(scope, e.balance, (vendor, body) => service.balance(vendor, body.playerId));
    route(scope, e.debit, (vendor, body) => service.debit(vendor, body));
    route(scope, e.credit, (vendor, body) => service.credit(vendor, body));
    route(scope, e.rollback, (vendor, body) => service.rollback(vendor, body));
    route(scope, e.bets, (vendor, body) => betReports.reportBets(vendor, body), BET_REPORT_BODY_LIMIT);
    done();
  });

  function route<B extends z.ZodType<{ timestamp: number }>, V extends z.ZodType>(
    scope: FastifyInstance,
    endpoint: Endpoint<z.ZodNever, B, V>,
    handle: (vendor: CallingVendor, body: z.output<B>) => Promise<z.output<V>>,
    bodyLimit = VENDOR_BODY_LIMIT,
  ) {
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      bodyLimit,
      config: { rateLimit },
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        // Both headers together (one requirement object): see the tag's description in /docs.
        security: [{ vendorId: [], vendorSignature: [] }],
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: envelopeOf(endpoint.value), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
      },
      preValidation: async (request: FastifyRequest) => {
        request.vendor = await verifyCaller(request);
      },
      handler: async (request) => {
        const body = request.body as z.output<B>;
        checkTimestamp(body.timestamp, now());
        if (!request.vendor) throw new AppError('error_vendor_signature');
        return successEnvelope(request, await handle(request.vendor, body));
      },
    });
  }

  async function verifyCaller(request: FastifyRequest): Promise<CallingVendor> {
    const id = request.headers[VENDOR_SIGNATURE_HEADERS.vendorId];
    const signature = request.headers[VENDOR_SIGNATURE_HEADERS.signature];
    const vendor = typeof id === 'string' && id.length <= 64 ? await service.findVendor(id) : null;
    if (!vendor || !request.rawBody) throw new AppError('error_vendor_signature');
    verifyVendorSignature(
      service.secretOf(vendor),
      request.rawBody,
      typeof signature === 'string' ? signature : undefined,
    );
    return vendor;
  }
}
