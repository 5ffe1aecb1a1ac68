// Configuration, read from the function's environment at each request (secrets never leave it).

export const DEFAULT_PRICES = ['price_premium_monthly', 'price_premium_yearly'];

export function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function list(name: string): string[] {
  return (Deno.env.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The price ids a checkout may use (STRIPE_PRICES, a comma list; default the two plans). */
export function allowedPrices(): string[] {
  const prices = list('STRIPE_PRICES');
  return prices.length ? prices : DEFAULT_PRICES;
}

/**
 * Where checkout sends the browser back: the request's Origin when it is one of SITE_URLS (the
 * app's own addresses), otherwise the first SITE_URLS entry. No other origin is trusted, not even
 * another port of this computer: a page served there is not the app.
 */
export function returnOrigin(requestOrigin: string | null): string | null {
  const sites = list('SITE_URLS').map((s) => s.replace(/\/+$/, ''));
  if (requestOrigin) {
    let origin: URL | null = null;
    try {
      origin = new URL(requestOrigin);
    } catch {
      origin = null;
    }
    if (origin && sites.includes(origin.origin)) return origin.origin;
  }
  return sites[0] ?? null;
}
