import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A minimal OpenID Connect provider for tests: discovery, JWKS, an authorization endpoint that signs
 * in whoever `login_hint` names at once, and a token endpoint that checks the client and PKCE.
 */
export interface TestIssuer {
  url: string;
  /** Who is signed in at the provider when a request names no login_hint (a browser's session there). */
  signInAs(subject: string): void;
  close(): Promise<void>;
}

interface Grant {
  sub: string;
  nonce: string;
  challenge: string;
  redirectUri: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestIssuer(clientId: string, clientSecret: string): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let url = '';
  let signedIn = 'nobody';

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const target = new URL(request.url ?? '/', url);
    void (async () => {
      if (target.pathname === '/.well-known/openid-configuration') {
        return send(200, {
          issuer: url,
          authorization_endpoint: `${url}/authorize`,
          token_endpoint: `${url}/token`,
          jwks_uri: `${url}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (target.pathname === '/jwks') return send(200, { keys: [jwk] });
      if (target.pathname === '/authorize') {
        const q = target.searchParams;
        if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256')
          return send(400, {});
        const code = randomBytes(16).toString('hex');
        grants.set(code, {
          sub: q.get('login_hint') ?? signedIn,
          nonce: q.get('nonce') ?? '',
          challenge: q.get('code_challenge') ?? '',
          redirectUri: q.get('redirect_uri') ?? '',
        });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        return send(302, {}, { location: back.toString() });
      }
      if (target.pathname === '/token' && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const basic = Buffer.from(
          (request.headers.authorization ?? '').replace(/^Basic /, ''),
          'base64',
        ).toString();
        const [id, secret] = basic.includes(':')
          ? basic.split(':').map(decodeURIComponent)
          : [form.get('client_id'), form.get('client_secret')];
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (id !== clientId || secret !== clientSecret || !grant || grant.challenge !== challenge) {
          return send(400, { error: 'invalid_grant' });
        }
        if (form.get('redirect_uri') !== grant.redirectUri) return send(400, { error: 'invalid_grant' });
        const idToken = await new SignJWT({ nonce: grant.nonce, email: `${grant.sub}@issuer.example` })
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .setIssuer(url)
          .setAudience(clientId)
          .setSubject(grant.sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return send(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      }
      return send(404, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    signInAs: (subject) => {
      signedIn = subject;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
