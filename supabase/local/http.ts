import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBoundedJson, RequestRejected } from './http-guards.ts';
import { verifyToken, type ApiRole, type Claims } from './keys.ts';

// The HTTP plumbing every part of the embedded backend shares: error shapes, CORS, body limits,
// the caller's identity from its token, and writing an answer.

export const MAX_BODY = 10 * 1024 * 1024;
/** Sign-up, sign-in and anything sent with only the anon key are small: a larger body is abuse. */
export const SMALL_BODY = 64 * 1024;
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-client-info',
  'x-upsert',
  'x-metadata',
  'cache-control',
  'x-supabase-api-version',
].join(', ');

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    const text = body.message ?? body.msg;
    super(typeof text === 'string' ? text : String(status));
  }
}

export const authError = (status: number, code: string, message: string) =>
  new HttpError(status, { code, error_code: code, msg: message, message });

export const storageError = (status: number, error: string, message: string) =>
  new HttpError(status, { statusCode: String(status), error, message });

export interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return typeof e === 'object' && e !== null && 'code' in e && 'message' in e;
}

export interface RequestContext {
  role: ApiRole;
  claims: Claims;
  /** The request's headers as PostgREST hands them to SQL (`request.headers`), JSON. */
  headers?: string;
}

/** Headers a hosted project's gateway sets from the connection; a client's own are dropped. */
const GATEWAY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded'];

/**
 * `request.headers` as PostgREST sets it: every header, lower-case, as JSON. The caller's address
 * is the socket's, in x-forwarded-for, as the hosted gateway reports it (SQL keys per-visitor caps
 * on it); what a client wrote in the gateway's headers is dropped, so no caller can pose as
 * another address.
 */
export function requestHeadersOf(req: IncomingMessage): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || GATEWAY_HEADERS.includes(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = req.socket.remoteAddress;
  if (address) headers['x-forwarded-for'] = address.replace(/^::ffff:/, '');
  return JSON.stringify(headers);
}

export function parseJson(raw: Buffer): unknown {
  try {
    return parseBoundedJson(raw);
  } catch (e) {
    if (e instanceof RequestRejected) throw e;
    throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json' });
  }
}

const bearerOf = (req: IncomingMessage) =>
  /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];

/**
 * How large a body this request may send, decided from its headers before reading any of it:
 * auth requests and requests with no verified user token are small; a signed-in user's push or
 * upload may be up to MAX_BODY.
 */
export async function bodyLimit(
  secret: Uint8Array,
  req: IncomingMessage,
  path: string,
): Promise<number> {
  if (path.startsWith('/auth/v1/')) return SMALL_BODY;
  const bearer = bearerOf(req);
  const claims = bearer ? await verifyToken(secret, bearer) : null;
  return claims && claims.role !== 'anon' ? MAX_BODY : SMALL_BODY;
}

/** The caller: Authorization bearer if present, else the apikey; either must verify. */
export async function contextOf(
  secret: Uint8Array,
  req: IncomingMessage,
  required: boolean,
): Promise<RequestContext | null> {
  const apikey = req.headers.apikey;
  const token = bearerOf(req) ?? (typeof apikey === 'string' ? apikey : undefined);
  if (!token) {
    if (required) throw new HttpError(401, { message: 'No API key found in request', code: '401' });
    return null;
  }
  const claims = await verifyToken(secret, token);
  if (!claims) {
    throw new HttpError(401, {
      code: 'PGRST301',
      message: 'JWT expired or invalid',
      msg: 'Invalid JWT',
    });
  }
  return { role: claims.role, claims, headers: requestHeadersOf(req) };
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | Record<string, unknown> | unknown[] | null,
  contentType = 'application/json; charset=utf-8',
) {
  if (body === null || status === 204) {
    res.writeHead(status === 200 ? 204 : status);
    res.end();
    return;
  }
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType });
  res.end(payload);
}

/** CORS for the app's origin; true when the request was a preflight and is answered. */
export function answerCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  res.setHeader('access-control-allow-origin', origin ?? '*');
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD');
  res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
  res.setHeader('access-control-expose-headers', 'content-range, x-supabase-api-version');
  res.setHeader('access-control-max-age', '86400');
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return true;
  }
  return false;
}

/** Any failure as an answer: our own errors in their shape, a guard's refusal, else a 500. */
export function sendFailure(req: IncomingMessage, res: ServerResponse, e: unknown) {
  if (e instanceof HttpError) return send(res, e.status, e.body);
  if (e instanceof RequestRejected) {
    if (e.status === 413) {
      // The rest of the body is never read: answer, then close the connection.
      res.setHeader('connection', 'close');
      res.once('finish', () => req.socket.destroy());
    }
    return send(res, e.status, {
      code: String(e.status),
      statusCode: String(e.status),
      error: e.name,
      message: e.message,
    });
  }
  console.error('[local-backend]', e);
  send(res, 500, { message: 'internal error', code: '500' });
}
