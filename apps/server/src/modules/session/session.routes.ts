import {
  SocialProviderSchema,
  securityEndpoints,
  sessionEndpoints,
  socialEndpoints,
} from '@swerte/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth.js';
import type { ClientOf } from '../../platform/client-context.js';
import type { Config } from '../../platform/config.js';
import { requestLanguage } from '../../platform/request-context.js';
import { registerEndpoint } from '../../platform/route.js';
import type { LoginOutcome } from '../member/session-port.js';
import type { SessionService } from './session.service.js';
import { REMEMBER_TTL_MS } from './token.service.js';

/** The remember-me cookie: httpOnly, only sent to the session calls, never holding a password. */
export const REMEMBER_COOKIE = 'swerte_remember';
const COOKIE_PATH = '/wps/session';

// Other areas still name the resolver's type from here; it lives in platform/client-context.ts.
export type { ClientOf };

/**
 * Sets the remember-me cookie of a login that asked for it. In production it is always Secure: behind
 * a TLS proxy the request may look like plain http, and the cookie must still never travel unencrypted.
 */
function finishLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: LoginOutcome,
  config: Pick<Config, 'NODE_ENV'>,
) {
  if (outcome.rememberToken) {
    void reply.setCookie(REMEMBER_COOKIE, outcome.rememberToken, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production' || request.protocol === 'https',
      maxAge: REMEMBER_TTL_MS / 1000,
    });
  }
  return outcome.value;
}

export function registerSessionRoutes(
  app: FastifyInstance,
  session: SessionService,
  clientOf: ClientOf,
  config: Config,
) {
  const lang = requestLanguage;
  registerEndpoint(app, securityEndpoints.encryptionKey, () => Promise.resolve(session.enc.publicKey()));
  registerEndpoint(app, securityEndpoints.altchaChallenge, () => session.human.altchaChallenge(), {
    limit: 'auth',
  });
  registerEndpoint(
    app,
    securityEndpoints.captcha,
    async () => {
      const { captchaKey, image } = await session.human.createCaptcha();
      return { captchaKey, image };
    },
    { limit: 'auth' },
  );

  registerEndpoint(
    app,
    sessionEndpoints.login,
    async ({ body, request, reply }) => {
      const client = clientOf(request);
      const outcome =
        body.type === 'username'
          ? await session.login.loginByUsername(body, client)
          : await session.login.loginBySms(body, client);
      return finishLogin(request, reply, outcome, config);
    },
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    sessionEndpoints.verifyLogin,
    async ({ body, request, reply }) =>
      finishLogin(request, reply, await session.login.verifyLogin(body, clientOf(request)), config),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    sessionEndpoints.sendLoginVerification,
    ({ body, request }) => session.login.sendLoginVerification(body, clientOf(request)),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    sessionEndpoints.rememberedLogin,
    async ({ request, reply }) =>
      finishLogin(
        request,
        reply,
        await session.login.loginRemembered(request.cookies[REMEMBER_COOKIE], clientOf(request)),
        config,
      ),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    sessionEndpoints.freePlay,
    async ({ body, request, reply }) =>
      finishLogin(request, reply, await session.freePlay(body, clientOf(request)), config),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    sessionEndpoints.logout,
    async ({ request, reply }) => {
      const member = requireMember(request);
      const remembered = request.cookies[REMEMBER_COOKIE];
      if (remembered) void reply.clearCookie(REMEMBER_COOKIE, { path: COOKIE_PATH });
      return session.login.logout(member.sessionId, member.memberId, remembered, clientOf(request).ip);
    },
    { openWhenExcluded: true },
  );
  registerEndpoint(
    app,
    sessionEndpoints.smsRegister,
    ({ body, request }) => session.sendRegisterSms(body, clientOf(request).ip, lang(request)),
    { limit: 'auth' },
  );
  registerEndpoint(
    app,
    sessionEndpoints.smsNoLogin,
    ({ body, request }) => session.sendNoLoginSms(body, clientOf(request).ip, lang(request)),
    { limit: 'auth' },
  );
  registerSocialRoutes(app, session, clientOf, config);
}

function registerSocialRoutes(
  app: FastifyInstance,
  session: SessionService,
  clientOf: ClientOf,
  config: Config,
) {
  registerEndpoint(app, sessionEndpoints.socialProviders, () => Promise.resolve(session.social.providers()));
  registerEndpoint(
    app,
    socialEndpoints.exchange,
    async ({ body, request, reply }) =>
      finishLogin(request, reply, await session.social.exchange(body.code, clientOf(request)), config),
    { limit: 'auth' },
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ provider: SocialProviderSchema });
  const limit = { rateLimit: app.endpointSupport.authLimit };
  typed.get(
    '/wps/session/social/:provider/start',
    { schema: { summary: "Redirect to the provider's sign-in", tags: ['session'], params }, config: limit },
    async (request, reply) => reply.redirect(await session.social.start(request.params.provider, null)),
  );
  typed.get(
    '/wps/session/social/:provider/callback',
    {
      schema: { summary: 'Where the provider returns; redirects to the site', tags: ['session'], params },
      config: limit,
    },
    async (request, reply) => {
      const url = new URL(request.url, config.PUBLIC_URL);
      return reply.redirect(
        await session.social.callback(request.params.provider, url, clientOf(request).ip),
      );
    },
  );
}
