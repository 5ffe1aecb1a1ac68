// A small Stripe stand-in for machines with no Stripe account (local only, never deployed): the
// few API endpoints the edge functions use (customers, prices, checkout sessions, subscriptions,
// events) answered in Stripe's shapes, a local checkout page with "Pay" and "Cancel", a clock
// that tests can move forward, and webhook events signed as Stripe signs them and delivered to
// the stripe-webhook function. The SDK reaches it through its host/port/protocol options
// (STRIPE_API_BASE). State lives in memory.
//
// Written against Web APIs only (Request, Response, crypto), so the embedded backend (Node) and
// the functions' tests (Deno) both run it; the caller passes the SDK's signer in.

export const STAND_IN_PRICES = [
  { id: 'price_premium_monthly', unit_amount: 399, interval: 'month', label: 'Monthly' },
  { id: 'price_premium_yearly', unit_amount: 2999, interval: 'year', label: 'Yearly' },
] as const;

const API_VERSION = '2026-10-28.endive';
const APP_NAME = 'Party Dojo';
/** Some of the languages Stripe's checkout page speaks (`auto`: the browser's). */
const CHECKOUT_LOCALES = new Set([
  'auto',
  'da',
  'de',
  'en',
  'en-GB',
  'es',
  'fi',
  'fr',
  'nb',
  'nl',
  'sv',
]);

type Json = Record<string, unknown>;
type Interval = 'month' | 'year';

interface StoredSession extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customer: string;
  success_url: string;
  cancel_url: string;
  subscription: string | null;
  metadata: Record<string, string>;
}

export interface StripeStandInOptions {
  /** The key the functions use (Authorization: Bearer …). */
  secretKey: string;
  /** The webhook signing secret shared with stripe-webhook. */
  webhookSecret: string;
  /** Base of the checkout page links (the backend's own address), known once it listens. */
  baseUrl: () => string;
  /** The SDK's `webhooks.generateTestHeaderString`, as Stripe's signature header. */
  sign: (payload: string, secret: string, timestamp: number) => string | Promise<string>;
  /** Sends one signed event to the webhook; resolves to the HTTP status it answered. */
  deliver?: (payload: string, signature: string) => Promise<number>;
  /** Keeps customers, sessions, subscriptions and the clock across restarts (`npm start`). */
  storage?: {
    load(): StandInState | null;
    save(state: StandInState): void;
  };
}

/** What the stand-in keeps between runs. */
export interface StandInState {
  clockOffset: number;
  customers: Json[];
  sessions: Json[];
  subscriptions: Json[];
}

export interface StripeStandIn {
  /** Answers /v1/* and /stripe/*; null for any other path. */
  handle(req: Request): Promise<Response | null>;
  /** Seconds on the stand-in's clock (real time plus however far tests moved it). */
  now(): number;
  /** Moves the clock forward; subscriptions whose period ended renew or end, with their events. */
  advanceClock(seconds: number): Promise<void>;
  /** Every event so far, oldest first. */
  events(): Json[];
  /** Pays an open checkout session as the Pay button does; the success URL to go to. */
  pay(sessionId: string): Promise<string>;
  /**
   * The card is declined (`failed`: past due, invoice.payment_failed) or paid again (`paid`:
   * active, invoice.paid), as Stripe's retries of a renewal end.
   */
  settlePayment(subscriptionId: string, outcome: 'failed' | 'paid'): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const notFound = (kind: string, id: string, param = 'id') =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );

function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return `${prefix}_${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}${Date.now().toString(36)}`;
}

/** Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const index = /^\d+$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[index] = value;
        return;
      }
      if (container[index] === undefined) container[index] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[index] as Record<string, unknown>;
    });
  }
  return root;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const money = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

function addInterval(seconds: number, interval: Interval): number {
  const d = new Date(seconds * 1000);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return Math.floor(d.getTime() / 1000);
}

export function createStripeStandIn(options: StripeStandInOptions): StripeStandIn {
  let clockOffset = 0;
  const now = () => Math.floor(Date.now() / 1000) + clockOffset;

  const customers = new Map<string, Json>();
  const prices = new Map<
    string,
    Json & {
      id: string;
      unit_amount: number;
      recurring: { interval: Interval; interval_count: number };
    }
  >();
  const sessions = new Map<string, StoredSession>();
  const subscriptions = new Map<string, Json>();
  const events: Json[] = [];
  /** The payment behind each paid invoice (what a refund reverses), and the refunds made. */
  const invoicePayments = new Map<string, Json>();
  const refunds: Json[] = [];
  const idempotent = new Map<string, { request: string; status: number; body: Json }>();

  const saved = options.storage?.load();
  if (saved) {
    clockOffset = saved.clockOffset;
    for (const c of saved.customers) customers.set(c.id as string, c);
    for (const c of saved.sessions) sessions.set(c.id as string, c as StoredSession);
    for (const c of saved.subscriptions) subscriptions.set(c.id as string, c);
  }
  const persist = () =>
    options.storage?.save({
      clockOffset,
      customers: [...customers.values()],
      sessions: [...sessions.values()],
      subscriptions: [...subscriptions.values()],
    });

  for (const p of STAND_IN_PRICES) {
    prices.set(p.id, {
      id: p.id,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: p.unit_amount,
      nickname: `Party Dojo Premium (${p.label.toLowerCase()})`,
      product: 'prod_party_dojo_premium',
      type: 'recurring',
      recurring: { interval: p.interval, interval_count: 1 },
      livemode: false,
    });
  }

  const priceOf = (id: string) => {
    const price = prices.get(id);
    if (!price) throw notFound('price', id, 'price');
    return price;
  };

  // Deliveries go one at a time, in the order the events happened, as a webhook endpoint sees
  // them in the common case; tests deliver out of order themselves.
  let deliveries: Promise<void> = Promise.resolve();
  function emit(type: string, object: Json, previous?: Json): Promise<void> {
    const event: Json = {
      id: randomId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: options.deliver ? 1 : 0,
      request: { id: null, idempotency_key: null },
      data: previous
        ? { object: structuredClone(object), previous_attributes: previous }
        : { object: structuredClone(object) },
    };
    events.push(event);
    const deliver = options.deliver;
    if (!deliver) return Promise.resolve();
    const payload = JSON.stringify(event, null, 2);
    deliveries = deliveries.then(async () => {
      // Stripe retries failures for days; locally, three quick tries, then say so.
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          // Signed with the real time: the webhook checks it against its own clock.
          const signature = await options.sign(
            payload,
            options.webhookSecret,
            Math.floor(Date.now() / 1000),
          );
          const status = await deliver(payload, signature);
          if (status >= 200 && status < 300) return;
          console.warn(`[stripe-stand-in] ${type} ${String(event.id)}: webhook answered ${status}`);
        } catch (e) {
          console.warn(`[stripe-stand-in] ${type} ${String(event.id)}: ${(e as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    });
    return deliveries;
  }

  function createCustomer(params: Json): Json {
    const customer: Json = {
      id: randomId('cus'),
      object: 'customer',
      created: now(),
      email: typeof params.email === 'string' ? params.email : null,
      metadata: params.metadata ?? {},
      preferred_locales: Array.isArray(params.preferred_locales) ? params.preferred_locales : [],
      livemode: false,
    };
    customers.set(customer.id as string, customer);
    return customer;
  }

  function createSession(params: Json): StoredSession {
    if (params.mode !== 'subscription') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Only subscription mode is available locally',
        undefined,
        'mode',
      );
    }
    const customer = typeof params.customer === 'string' ? params.customer : '';
    if (!customers.has(customer) || customers.get(customer)!.deleted) {
      throw notFound('customer', customer, 'customer');
    }
    const items = (params.line_items as Json[] | undefined) ?? [];
    if (items.length !== 1) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Exactly one line item is needed',
        undefined,
        'line_items',
      );
    }
    const price = priceOf(String(items[0]!.price));
    for (const url of ['success_url', 'cancel_url']) {
      if (typeof params[url] !== 'string' || !/^https?:\/\//.test(params[url])) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Not a valid URL`,
          'url_invalid',
          url,
        );
      }
    }
    // Stripe refuses a locale it does not know; the app asks for English or Danish.
    const locale = typeof params.locale === 'string' ? params.locale : undefined;
    if (params.locale !== undefined && (!locale || !CHECKOUT_LOCALES.has(locale))) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid locale: ${locale ?? typeof params.locale}`,
        undefined,
        'locale',
      );
    }
    const id = randomId('cs_test');
    const session: StoredSession = {
      id,
      object: 'checkout.session',
      created: now(),
      expires_at: now() + 24 * 3600,
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      client_reference_id: params.client_reference_id ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      subscription_metadata: (params.subscription_data as Json | undefined)?.metadata ?? {},
      price_id: price.id,
      amount_total: price.unit_amount,
      currency: 'usd',
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      locale: locale ?? null,
      subscription: null,
      url: `${options.baseUrl()}/stripe/checkout/${id}`,
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  function publicSession(s: StoredSession): Json {
    const { subscription_metadata: _m, price_id: _p, ...rest } = s;
    return rest;
  }

  function invoiceFor(sub: Json): Json {
    const item = (sub.items as { data: Json[] }).data[0]!;
    const price = item.price as Json;
    const id = randomId('in');
    invoicePayments.set(id, {
      id: randomId('inpay'),
      object: 'invoice_payment',
      invoice: id,
      amount_paid: price.unit_amount,
      currency: 'usd',
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: randomId('pi') },
      livemode: false,
    });
    return {
      id,
      object: 'invoice',
      created: now(),
      customer: sub.customer,
      status: 'paid',
      amount_due: price.unit_amount,
      amount_paid: price.unit_amount,
      currency: 'usd',
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      livemode: false,
    };
  }

  async function pay(sessionId: string): Promise<string> {
    const session = sessions.get(sessionId);
    if (!session) throw notFound('checkout session', sessionId);
    const success = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (session.status === 'complete') return success;
    if (session.status !== 'open') {
      throw new StripeApiError(400, 'invalid_request_error', 'This checkout session has expired');
    }
    const price = priceOf(String(session.price_id));
    const start = now();
    const sub: Json = {
      id: randomId('sub'),
      object: 'subscription',
      created: start,
      start_date: start,
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: session.subscription_metadata,
      items: {
        object: 'list',
        data: [
          {
            id: randomId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: addInterval(start, price.recurring.interval),
          },
        ],
      },
      latest_invoice: null,
      livemode: false,
    };
    const invoice = invoiceFor(sub);
    sub.latest_invoice = invoice.id;
    subscriptions.set(sub.id as string, sub);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    persist();
    // The events a real subscription checkout sends, in Stripe's usual order.
    void emit('customer.subscription.created', sub);
    void emit('invoice.paid', invoice);
    await emit('checkout.session.completed', publicSession(session));
    return success;
  }

  function subscriptionOf(id: string): Json {
    const sub = subscriptions.get(id);
    if (!sub) throw notFound('subscription', id);
    return sub;
  }

  function updateSubscription(id: string, params: Json): Json {
    const sub = subscriptionOf(id);
    if (sub.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      if (cancel !== sub.cancel_at_period_end) {
        const item = (sub.items as { data: Json[] }).data[0]!;
        const previous = {
          cancel_at_period_end: sub.cancel_at_period_end,
          cancel_at: sub.cancel_at,
          canceled_at: sub.canceled_at,
        };
        Object.assign(sub, {
          cancel_at_period_end: cancel,
          cancel_at: cancel ? item.current_period_end : null,
          canceled_at: cancel ? now() : null,
        });
        void emit('customer.subscription.updated', sub, previous);
      }
    }
    return sub;
  }

  function endSubscription(sub: Json) {
    Object.assign(sub, {
      status: 'canceled',
      ended_at: now(),
      canceled_at: sub.canceled_at ?? now(),
    });
    void emit('customer.subscription.deleted', sub);
  }

  async function settlePayment(subscriptionId: string, outcome: 'failed' | 'paid') {
    const sub = subscriptionOf(subscriptionId);
    const live = outcome === 'failed' ? 'active' : 'past_due';
    if (sub.status !== live) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `The subscription is ${String(sub.status)}`,
      );
    }
    const invoice: Json = invoiceFor(sub);
    if (outcome === 'failed') {
      Object.assign(invoice, { status: 'open', amount_paid: 0 });
      invoicePayments.delete(invoice.id as string);
    }
    sub.latest_invoice = invoice.id;
    sub.status = outcome === 'failed' ? 'past_due' : 'active';
    void emit(outcome === 'failed' ? 'invoice.payment_failed' : 'invoice.paid', invoice);
    void emit('customer.subscription.updated', sub, { status: live });
    persist();
    await deliveries;
  }

  async function advanceClock(seconds: number) {
    clockOffset += Math.max(0, Math.floor(seconds));
    for (const sub of subscriptions.values()) {
      if (sub.status !== 'active') continue;
      const item = (sub.items as { data: Json[] }).data[0]!;
      const interval = (item.price as { recurring: { interval: Interval } }).recurring.interval;
      while (sub.status === 'active' && (item.current_period_end as number) <= now()) {
        if (sub.cancel_at_period_end) {
          endSubscription(sub);
        } else {
          const previous = { items: structuredClone(sub.items) };
          item.current_period_start = item.current_period_end;
          item.current_period_end = addInterval(item.current_period_end as number, interval);
          const invoice = invoiceFor(sub);
          sub.latest_invoice = invoice.id;
          void emit('invoice.paid', invoice);
          void emit('customer.subscription.updated', sub, previous);
        }
      }
    }
    persist();
    await deliveries;
  }

  function list(data: Json[], url: string): Json {
    return { object: 'list', data, has_more: false, url };
  }

  async function api(req: Request, path: string): Promise<Json> {
    const auth = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    if (auth !== options.secretKey) {
      throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const url = new URL(req.url);
    const body = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
    const params =
      req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const key = req.headers.get('idempotency-key');
    const requestText = `${req.method} ${path} ${body}`;
    if (key && req.method === 'POST') {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.request !== requestText) {
          throw new StripeApiError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return seen.body;
      }
    }
    const answer = route(req.method, path, params);
    if (key && req.method === 'POST')
      idempotent.set(key, { request: requestText, status: 200, body: answer });
    return answer;
  }

  function route(method: string, path: string, params: Json): Json {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent); // ['v1', ...]
    const [, resource, id, action, verb] = parts;
    if (resource === 'customers') {
      if (method === 'POST' && !id) return createCustomer(params);
      if (method === 'GET' && id) {
        const c = customers.get(id);
        if (!c) throw notFound('customer', id);
        return c;
      }
      if (method === 'DELETE' && id) {
        // As Stripe does: the customer's subscriptions end at once, and what is left answers
        // { id, object, deleted: true } to a read and "No such customer" to a second delete.
        const c = customers.get(id);
        if (!c || c.deleted) throw notFound('customer', id);
        for (const sub of subscriptions.values()) {
          if (sub.customer === id && sub.status !== 'canceled') endSubscription(sub);
        }
        const gone: Json = { id, object: 'customer', deleted: true };
        customers.set(id, gone);
        return gone;
      }
    }
    if (resource === 'prices' && method === 'GET') {
      if (id) return priceOf(id);
      return list([...prices.values()], '/v1/prices');
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !action) return publicSession(createSession(params));
      if (method === 'GET' && !action) {
        const data = [...sessions.values()].filter(
          (s) =>
            (!params.customer || s.customer === params.customer) &&
            (!params.status || s.status === params.status),
        );
        return list(data.reverse().map(publicSession), '/v1/checkout/sessions');
      }
      if (method === 'POST' && action && verb === 'expire') {
        const s = sessions.get(action);
        if (!s) throw notFound('checkout session', action);
        if (s.status !== 'open') {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'Only Checkout Sessions with a status of open can be expired.',
          );
        }
        s.status = 'expired';
        persist();
        return publicSession(s);
      }
      if (method === 'GET' && action) {
        const s = sessions.get(action);
        if (!s) throw notFound('checkout session', action);
        return publicSession(s);
      }
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !id) {
        const status = (params.status as string) ?? 'active';
        const data = [...subscriptions.values()].filter(
          (s) =>
            (!params.customer || s.customer === params.customer) &&
            (status === 'all' ? true : s.status === status),
        );
        return list(data.reverse(), '/v1/subscriptions');
      }
      if (method === 'GET' && id) return subscriptionOf(id);
      if (method === 'POST' && id) return updateSubscription(id, params);
      if (method === 'DELETE' && id) {
        const sub = subscriptionOf(id);
        if (sub.status !== 'canceled') endSubscription(sub);
        return sub;
      }
    }
    if (resource === 'invoice_payments' && method === 'GET' && !id) {
      const payment = invoicePayments.get(typeof params.invoice === 'string' ? params.invoice : '');
      return list(payment ? [payment] : [], '/v1/invoice_payments');
    }
    if (resource === 'refunds' && !id) {
      const intent = typeof params.payment_intent === 'string' ? params.payment_intent : '';
      if (method === 'GET') {
        return list(
          refunds.filter((r) => !params.payment_intent || r.payment_intent === intent),
          '/v1/refunds',
        );
      }
      if (method === 'POST') {
        const payment = [...invoicePayments.values()].find(
          (p) => (p.payment as Json).payment_intent === intent,
        );
        if (!payment) throw notFound('payment_intent', intent, 'payment_intent');
        if (refunds.some((r) => r.payment_intent === intent)) {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `Charge for PaymentIntent ${intent} has already been refunded.`,
            'charge_already_refunded',
          );
        }
        const refund: Json = {
          id: randomId('re'),
          object: 'refund',
          amount: payment.amount_paid,
          currency: 'usd',
          payment_intent: intent,
          status: 'succeeded',
          created: now(),
        };
        refunds.push(refund);
        return refund;
      }
    }
    if (resource === 'events' && method === 'GET') {
      if (id) {
        const e = events.find((ev) => ev.id === id);
        if (!e) throw notFound('event', id);
        return e;
      }
      return list([...events].reverse(), '/v1/events');
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). The local Stripe stand-in has only what Party Dojo uses.`,
    );
  }

  function checkoutPage(session: StoredSession): string {
    const price = priceOf(String(session.price_id));
    const plan = STAND_IN_PRICES.find((p) => p.id === price.id);
    const per = price.recurring.interval === 'month' ? 'month' : 'year';
    const customer = customers.get(session.customer);
    const email = typeof customer?.email === 'string' ? customer.email : null;
    const action = (what: string) => `/stripe/checkout/${encodeURIComponent(session.id)}/${what}`;
    const open = session.status === 'open';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test checkout · ${APP_NAME}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f6f3ee;color:#1f1b16;line-height:1.5}
header{padding:16px;background:#1f1b16;color:#fff}
header p{margin:4px 0 0;color:#e6ddd2;font-size:.95rem}
h1{margin:0;font-size:1.4rem}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;padding:24px}
.plan{font-size:1.1rem;font-weight:700;margin:0}
.price{font-size:2rem;font-weight:800;margin:4px 0 16px}
.note{background:#fff4e5;border-radius:12px;padding:12px 16px;font-size:.95rem}
.buttons{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{font:inherit;font-weight:700;border-radius:999px;padding:12px 24px;cursor:pointer;border:2px solid #b4461f}
.pay{background:#b4461f;color:#fff}
.cancel{background:#fff;color:#b4461f}
:focus-visible{outline:3px solid #1f1b16;outline-offset:2px}
</style></head>
<body><header><h1>${APP_NAME} · local test checkout</h1><p>This page stands in for Stripe Checkout on this machine. No card is asked for and nothing is charged.</p></header>
<main><div class="card">
<p class="plan">${APP_NAME} Premium, ${escapeHtml(plan?.label.toLowerCase() ?? per)}</p>
<p class="price">${money(price.unit_amount)} <span style="font-size:1rem;font-weight:400">per ${per}</span></p>
${email ? `<p>For ${escapeHtml(email)}</p>` : ''}
${
  open
    ? `<p class="note">Pay starts the subscription at once, as a successful card payment would, and tells the app through the same signed webhook Stripe sends. Cancel goes back without subscribing.</p>
<div class="buttons">
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
</div>`
    : `<p class="note">This checkout is ${session.status === 'complete' ? 'already paid' : 'no longer open'}.</p>
<p><a href="${escapeHtml(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}" style="color:#9a3412">Back to ${APP_NAME}</a></p>`
}
</div></main></body></html>`;
  }

  /** The origin of a return address, for the page's form-action (never a path or a query). */
  function originOf(url: string): string | null {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  }

  /**
   * `returnsTo`: where the page's forms end up. Chromium applies form-action to the redirect
   * after a post too, so Pay and Cancel must be allowed to land back on the app.
   */
  function html(status: number, body: string, returnsTo: readonly string[] = []): Response {
    const origins = [...new Set(returnsTo.map(originOf).filter((o): o is string => !!o))];
    return new Response(body, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${origins.map((o) => ` ${o}`).join('')}; frame-ancestors 'none'`,
      },
    });
  }

  const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

  async function page(req: Request, path: string): Promise<Response> {
    const match = /^\/stripe\/checkout\/([^/]+)(?:\/(pay|cancel))?\/?$/.exec(path);
    if (match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) {
        return html(
          404,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout not found</title></head><body style="font-family:system-ui,sans-serif;background:#f6f3ee;padding:24px"><h1>This checkout does not exist</h1><p>Local checkouts are kept in memory and end when the local backend restarts. Go back to ${APP_NAME} and choose a plan again.</p></body></html>`,
        );
      }
      const what = match[2];
      if (!what && (req.method === 'GET' || req.method === 'HEAD'))
        return html(200, checkoutPage(session), [session.success_url, session.cancel_url]);
      if (what && req.method === 'POST') {
        if (what === 'cancel') return redirect(session.cancel_url);
        return redirect(await pay(session.id));
      }
    }
    const settle =
      /^\/stripe\/test\/subscriptions\/([^/]+)\/(payment_failed|payment_succeeded)$/.exec(path);
    if (settle && req.method === 'POST') {
      const auth = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
      if (auth !== options.secretKey)
        return Response.json({ error: 'Invalid API Key provided' }, { status: 401 });
      const id = decodeURIComponent(settle[1]!);
      await settlePayment(id, settle[2] === 'payment_failed' ? 'failed' : 'paid');
      return Response.json(subscriptionOf(id));
    }
    if (path === '/stripe/test/clock' && req.method === 'POST') {
      const auth = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
      if (auth !== options.secretKey)
        return Response.json({ error: 'Invalid API Key provided' }, { status: 401 });
      const body = (await req.json().catch(() => ({}))) as { advanceSeconds?: unknown };
      const seconds = Number(body.advanceSeconds);
      if (!Number.isFinite(seconds) || seconds < 0) {
        return Response.json(
          { error: 'advanceSeconds must be a number of seconds' },
          { status: 400 },
        );
      }
      await advanceClock(seconds);
      return Response.json({ now: now() });
    }
    return Response.json({ error: { message: `not found: ${path}` } }, { status: 404 });
  }

  async function handle(req: Request): Promise<Response | null> {
    const path = new URL(req.url).pathname;
    try {
      if (path.startsWith('/v1/')) {
        return Response.json(await api(req, path), {
          headers: { 'request-id': randomId('req'), 'stripe-version': API_VERSION },
        });
      }
      if (path.startsWith('/stripe/')) return await page(req, path);
      return null;
    } catch (e) {
      if (e instanceof StripeApiError) {
        return Response.json(
          { error: { type: e.type, message: e.message, code: e.code, param: e.param } },
          { status: e.status },
        );
      }
      throw e;
    } finally {
      if (req.method !== 'GET' && req.method !== 'HEAD') persist();
    }
  }

  return { handle, now, advanceClock, events: () => [...events], pay, settlePayment };
}
