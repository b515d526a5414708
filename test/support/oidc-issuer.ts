import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * An OIDC issuer on 127.0.0.1, for production-platform tests: its own signing keys, a discovery
 * document and a JWKS, request counters, key rotation, and two ways of failing (`down` answers
 * 500, `hang` never answers). Nothing leaves loopback.
 */
export interface TestIssuer {
  url: string;
  hits: { discovery: number; jwks: number };
  mode: 'up' | 'down' | 'hang';
  /** The key the issuer signs with now (its kid is in the JWKS). */
  current: SigningKey;
  /** A new current key; the JWKS serves the old and the new one. */
  rotate(alg?: 'RS256' | 'ES256'): Promise<SigningKey>;
  /** A compact ID token signed by `key` (default the current key). */
  sign(claims: Record<string, unknown>, key?: SigningKey): Promise<string>;
  close(): Promise<void>;
}

export interface SigningKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
}

let counter = 0;

export async function newSigningKey(alg: 'RS256' | 'ES256' = 'RS256', kid = `key-${++counter}`): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

export async function startIssuer(): Promise<TestIssuer> {
  const keys: SigningKey[] = [await newSigningKey()];
  let server: Server;
  const issuer: TestIssuer = {
    url: '',
    hits: { discovery: 0, jwks: 0 },
    mode: 'up',
    current: keys[0],
    async rotate(alg = 'RS256') {
      issuer.current = await newSigningKey(alg);
      keys.push(issuer.current);
      return issuer.current;
    },
    sign(claims, key = issuer.current) {
      return new SignJWT(claims).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  server = createServer((req, res) => {
    if (issuer.mode === 'hang') return;
    if (issuer.mode === 'down') {
      res.writeHead(500).end('down');
      return;
    }
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      issuer.hits.discovery++;
      json({ issuer: issuer.url, jwks_uri: `${issuer.url}/keys`, id_token_signing_alg_values_supported: ['RS256', 'ES256'] });
    } else if (req.url === '/keys') {
      issuer.hits.jwks++;
      json({ keys: keys.map((k) => k.publicJwk) });
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return issuer;
}
