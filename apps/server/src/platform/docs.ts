import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  SPORTS_FEED_CONVENTIONS,
  SPORTS_FEED_HEADERS,
  VENDOR_SIGNATURE_HEADERS,
  VENDOR_WALLET_CONVENTIONS,
} from '@swerte/contracts';

const OPERATOR_API_PREFIX = '/wps/admin';

/**
 * OpenAPI at /docs/json and its UI at /docs, generated from the contracts endpoints' schemas. The
 * operator API is described only when `describeOperatorApi` (config DOCS_OPERATOR_API; off in
 * production), so a live site does not hand its back office's map to every visitor.
 */
export async function registerDocs(
  app: FastifyInstance,
  { describeOperatorApi }: { describeOperatorApi: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Swerte API',
        description: 'Every answer is the envelope { success, code, message, value }.',
        version: '0.1.0',
      },
      // Every tag named here, in the order a reader meets the product, so the one with a long
      // description does not jump ahead of the rest.
      tags: [
        { name: 'system', description: 'Site status, settings, help and customer service' },
        { name: 'session', description: 'Logins, verification, captcha and logout' },
        { name: 'member', description: 'Registration, member info and passwords' },
        {
          name: 'securityCenter',
          description: 'My account: profile, payment password, bindings, bank accounts',
        },
        { name: 'games', description: 'Catalogue, favourites, recent games and launches' },
        { name: 'house', description: 'The built-in vendor: game sessions, fairness, slot and baccarat' },
        {
          name: 'live',
          description: 'Shared live tables (roulette, sic bo, dragon tiger): rounds, slips, verification',
        },
        {
          name: 'pvp',
          description:
            'Card rooms (Pusoy Dos): the room list, seats, moves, the room stream and hand records',
        },
        {
          name: 'sports',
          description: 'The house sportsbook and virtual sports: events, markets, the slip, my bets',
        },
        { name: 'sabong', description: 'Cockfight: the card, fights with their pools, bets, the stream' },
        { name: 'content', description: 'Banners, notices and feedback' },
        { name: 'promotions', description: 'Promotions, raffles and the VIP ladder' },
        { name: 'wallet', description: 'Balance and transfers' },
        { name: 'payments', description: 'Deposits and withdrawals' },
        { name: 'records', description: 'Account and betting records, profit and loss, rebates' },
        {
          name: 'lottery',
          description: 'The house lottery: menus, draws, slips and tickets, results, fairness and trends',
        },
        { name: 'points', description: 'The points mall: balance, rewards, redemptions, conversion' },
        { name: 'messages', description: 'Platform messages: the inbox and its unread count' },
        {
          name: 'missions',
          description: 'Missions and their leaderboard, the reward center, invite friends',
        },
        {
          name: 'protection',
          description:
            'Responsible gaming: limits, time-outs, self-exclusion, reality checks, the activity statement',
        },
        { name: 'vendor-wallet', description: VENDOR_WALLET_CONVENTIONS },
        { name: 'sports-feed', description: SPORTS_FEED_CONVENTIONS },
        { name: 'agent', description: 'Becoming an agent: applications and their review' },
        ...(describeOperatorApi ? [{ name: 'admin', description: 'The back office (operator token)' }] : []),
      ],
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
          feedId: {
            type: 'apiKey',
            in: 'header',
            name: SPORTS_FEED_HEADERS.feedId,
            description: "The pushing sports feed's code",
          },
          vendorSignature: {
            type: 'apiKey',
            in: 'header',
            name: VENDOR_SIGNATURE_HEADERS.signature,
            description: "Hex HMAC-SHA256 of the raw request body, keyed with the vendor's (or feed's) secret",
          },
        },
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      if (describeOperatorApi || !input.url.startsWith(OPERATOR_API_PREFIX)) return output;
      return { ...output, schema: { ...output.schema, hide: true } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
}
