import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims extends JWTPayload {
  role: ApiRole;
  sub?: string;
  email?: string;
  session_id?: string;
}

/**
 * The HS256 secret is generated on first start and kept in the data folder (gitignored), so a
 * restart keeps sessions and keys valid. A hosted project has its own secret and keys.
 */
export async function loadJwtSecret(dataDir: string | undefined): Promise<Uint8Array> {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  } catch {
    const secret = randomBytes(32);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret.toString('hex'), { mode: 0o600 });
    return secret;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** The project keys: long-lived JWTs naming a role, as hosted Supabase issues them. */
export async function signApiKey(
  secret: Uint8Array,
  role: 'anon' | 'service_role',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase-local')
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS)
    .sign(secret);
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: Omit<Claims, 'iat' | 'exp'>,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ttlSeconds;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}

/** Verifies signature and expiry; returns null for anything not a usable API token. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const role = payload.role;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return null;
    // auth.uid() casts sub to uuid: anything else is not a user of this project.
    if (role === 'authenticated' && (typeof payload.sub !== 'string' || !UUID.test(payload.sub)))
      return null;
    return payload as Claims;
  } catch {
    return null;
  }
}
