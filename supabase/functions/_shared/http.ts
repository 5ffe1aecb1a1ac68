// Answers every function gives: CORS for the app (the token travels in a header, never a
// cookie, so any origin may call), JSON bodies, and errors as { error: "a plain sentence" }.

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '86400',
};

/** A refusal or failure the caller is told about, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The request body as an object; anything else is a 400. */
export async function readJsonBody(req: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Wraps a POST handler: answers the CORS preflight, refuses other methods, and turns errors
 * into answers (our own with their status, anything unexpected into a logged 500).
 */
export function postHandler(
  name: string,
  handle: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    try {
      return await handle(req);
    } catch (e) {
      if (e instanceof HttpError) return json(e.status, { error: e.message });
      console.error(`[${name}]`, e);
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
}
