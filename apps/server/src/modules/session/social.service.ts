import type { SocialProvider } from '@swerte/contracts';
import * as oidc from 'openid-client';
import { writeAudit } from '../../platform/audit.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import type { LoginOutcome, MemberService } from '../member/session-port.js';
import type { LoginService } from './login.service.js';
import * as repo from './session.repository.js';
import type { ClientContext } from '../../platform/client-context.js';

const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 2 * 60_000;

interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export function socialProvidersFromConfig(config: Config): Partial<Record<SocialProvider, ProviderConfig>> {
  const providers: Partial<Record<SocialProvider, ProviderConfig>> = {};
  if (config.GOOGLE_CLIENT_ID) {
    providers.google = {
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    };
  }
  if (config.FACEBOOK_CLIENT_ID) {
    providers.facebook = {
      issuer: config.FACEBOOK_ISSUER,
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
    };
  }
  return providers;
}

export interface SocialDeps {
  db: Db;
  publicUrl: string;
  providers: Partial<Record<SocialProvider, ProviderConfig>>;
  members: MemberService;
  login: Pick<LoginService, 'startSession'>;
  now?: () => Date;
}

interface StateData {
  provider: SocialProvider;
  codeVerifier: string;
  nonce: string;
}

export type SocialService = ReturnType<typeof createSocialService>;

/** Google/Facebook login over OIDC (authorization code + PKCE + nonce), offered only when configured. */
export function createSocialService(deps: SocialDeps) {
  const { db, now = () => new Date() } = deps;
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function configurationOf(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = deps.providers[provider];
    if (!settings) throw new AppError('error_feature_disabled');
    let found = discovered.get(provider);
    if (!found) {
      const insecure = settings.issuer.startsWith('http:');
      found = oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      found.catch(() => discovered.delete(provider));
      discovered.set(provider, found);
    }
    return found;
  }

  const redirectUri = (provider: SocialProvider) =>
    `${deps.publicUrl}/wps/session/social/${provider}/callback`;

  /** The provider's sign-in address; `memberId` set means "link to this member" instead of "log in". */
  async function start(provider: SocialProvider, memberId: number | null): Promise<string> {
    const configuration = await configurationOf(provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const data: StateData = { provider, codeVerifier, nonce };
    await repo.insertOneTimeToken(db, {
      tokenHash: sha256(state),
      purpose: 'social_state',
      memberId,
      data,
      expiresAt: new Date(now().getTime() + STATE_TTL_MS),
    });
    return oidc
      .buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(provider),
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /**
   * Finishes the provider's redirect and answers where the browser goes next: /?socialCode=… for a
   * linked member, /?socialError=member_no_enter for anyone else, /?socialLinked=… after linking.
   */
  async function callback(provider: SocialProvider, callbackUrl: URL, ip: string): Promise<string> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const row = state ? await repo.consumeOneTimeToken(db, sha256(state), 'social_state', now()) : null;
    const data = row?.data as StateData | undefined;
    if (!row || data?.provider !== provider) return '/?socialError=error_invalid_request';
    let subject: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(await configurationOf(provider), callbackUrl, {
        pkceCodeVerifier: data.codeVerifier,
        expectedNonce: data.nonce,
        expectedState: state,
        idTokenExpected: true,
      });
      subject = String(tokens.claims()?.sub ?? '');
    } catch {
      return '/?socialError=error_invalid_request';
    }
    if (!subject) return '/?socialError=error_invalid_request';
    if (row.memberId !== null) return link(provider, subject, row.memberId, ip);
    const member = await deps.members.findSocialMember(provider, subject);
    if (!member) return '/?socialError=member_no_enter';
    const code = randomToken();
    await repo.insertOneTimeToken(db, {
      tokenHash: sha256(code),
      purpose: 'social_code',
      memberId: member.id,
      data: { provider },
      expiresAt: new Date(now().getTime() + CODE_TTL_MS),
    });
    return `/?socialCode=${encodeURIComponent(code)}`;
  }

  async function link(
    provider: SocialProvider,
    subject: string,
    memberId: number,
    ip: string,
  ): Promise<string> {
    const existing = await deps.members.findSocialMember(provider, subject);
    if (existing && existing.id !== memberId) return '/?socialError=error_conflict';
    if (!existing) await deps.members.linkSocial(provider, subject, memberId);
    await writeAudit(db, {
      actor: `member:${memberId}`,
      action: 'member.social_link',
      before: null,
      after: { provider },
      ip,
    });
    return `/?socialLinked=${provider}`;
  }

  async function exchange(code: string, client: ClientContext): Promise<LoginOutcome> {
    const row = await repo.consumeOneTimeToken(db, sha256(code), 'social_code', now());
    const member = row?.memberId ? await deps.members.findById(row.memberId, db) : null;
    if (!member) throw new AppError('member_no_enter');
    return deps.login.startSession(member, 'social', client, false);
  }

  return {
    providers: (): SocialProvider[] => (['google', 'facebook'] as const).filter((p) => deps.providers[p]),
    start,
    callback,
    exchange,
  };
}
