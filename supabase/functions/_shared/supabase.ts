import { requiredEnv } from './env.ts';
import { HttpError } from './http.ts';

// The project's own APIs, reached with plain fetch: Auth to learn who is calling, and the Data
// API's RPC as the service role for the premium functions of migration 20261124500000_premium.sql
// (the only way the functions touch the database; the service role has no table grants).

export interface Caller {
  id: string;
  email: string | null;
}

/** New-style secret keys (sb_secret_…) go in `apikey` only; legacy JWT keys also as bearer. */
export function serviceHeaders(): Record<string, string> {
  const key = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  const headers: Record<string, string> = { apikey: key, 'content-type': 'application/json' };
  if (key.split('.').length === 3) headers.authorization = `Bearer ${key}`;
  return headers;
}

/**
 * The signed-in user behind the request's bearer token, as Supabase Auth sees it: it checks the
 * signature (whatever the project's signing keys are), the expiry and that the user still
 * exists. No token, or one Auth refuses: 401.
 */
export async function requireCaller(req: Request): Promise<Caller> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Please sign in first');
  const apikey =
    Deno.env.get('SUPABASE_ANON_KEY') ?? req.headers.get('apikey') ?? serviceHeaders().apikey;
  const res = await fetch(`${requiredEnv('SUPABASE_URL')}/auth/v1/user`, {
    headers: { apikey, authorization: `Bearer ${token}` },
  });
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw new HttpError(401, 'Your session has expired. Please sign in again.');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`auth answered ${res.status}`);
  }
  const user = (await res.json()) as { id?: unknown; email?: unknown };
  if (typeof user.id !== 'string') throw new HttpError(401, 'Please sign in first');
  return { id: user.id, email: typeof user.email === 'string' && user.email ? user.email : null };
}

/** A body userId that is not the caller's own is refused: a user acts only on their own account. */
export function requireSelf(caller: Caller, userId: unknown): void {
  if (userId !== caller.id) {
    throw new HttpError(403, 'You can only manage your own subscription');
  }
}

/** Calls a database function as the service role; its JSON answer, or an error. */
export async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${requiredEnv('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify(args),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`rpc ${name} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
