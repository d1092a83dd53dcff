// A fake Stripe API for API and e2e tests: the official SDK is pointed at it (STRIPE_API_URL, or
// `config.stripe.api`), so payments are tested over real HTTP without the internet. It implements
// what commerce calls — PaymentIntents create (and confirm), retrieve, confirm, cancel — with
// Stripe's test cards, keeps idempotency keys as Stripe does (same key and parameters: the same
// answer; other parameters: an idempotency_error), and records the events Stripe would send,
// which a test delivers when and as often as it likes, signed like Stripe (`Stripe-Signature:
// t=…,v1=…`, HMAC-SHA256 over `t.body`).
//
//   const stripe = await startFakeStripe();
//   const commerce = await startTestCommerce({ config: { stripe: stripe.config() } });
//   … placeOrderByStripe with payment_method_id 'pm_card_visa' …
//   await stripe.deliver(commerce.url, stripe.eventsFor(intentId, 'payment_intent.succeeded')[0]);
//   stripe.authenticate(intentId, true);   // the shopper passes (or fails) 3-D Secure
//   await stripe.close();
//
// For the browser it also stands in for Stripe.js (e2e): `GET /js/stripe.js` serves a script
// implementing the subset the storefront uses (elements(), a card element of plain inputs,
// on('change'), createPaymentMethod, handleNextAction, confirmCardPayment), which calls
// `https://api.stripe.com` — the tests route that origin and js.stripe.com here. With the
// publishable key it answers `POST /v1/payment_methods` (Stripe's test card numbers become the
// test PaymentMethods above) and `GET /v1/payment_intents/:id?client_secret=…`; `/3ds/:id` is the
// bank's challenge page, which sends the shopper back to the intent's return_url.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '../config';

/** Stripe's test PaymentMethods and what confirming with them does. */
export const TEST_CARDS = {
  /** Paid at once. */
  success: 'pm_card_visa',
  /** Declined: card_declined. */
  declined: 'pm_card_chargeDeclined',
  /** 3-D Secure is required: the intent waits in requires_action with a redirect. */
  threeDSecure: 'pm_card_threeDSecure2Required',
} as const;

/** Stripe's test card numbers (as typed in Elements) and the test PaymentMethod each becomes. */
export const TEST_CARD_NUMBERS: Readonly<Record<string, string>> = {
  '4242424242424242': TEST_CARDS.success,
  '4000000000000002': TEST_CARDS.declined,
  '4000002760003184': TEST_CARDS.threeDSecure,
};

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; message: string } | null;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string | null };
  } | null;
  return_url: string | null;
  created: number;
  livemode: false;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: FakePaymentIntent };
}

export interface FakeStripe {
  /** http://127.0.0.1:<port> */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** commerce's `stripe` configuration pointing at this fake. */
  config(overrides?: Partial<StripeConfig>): StripeConfig;
  intents: Map<string, FakePaymentIntent>;
  /** Every event Stripe would have sent, oldest first. */
  events: FakeStripeEvent[];
  eventsFor(intentId: string, type?: string): FakeStripeEvent[];
  /** Every API request received: method, path and idempotency key. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null }>;
  /** The shopper completes 3-D Secure: passed (the intent succeeds) or failed. */
  authenticate(intentId: string, passed: boolean): FakePaymentIntent;
  /** The body and Stripe-Signature header of an event, signed now or at `timestamp` (seconds). */
  sign(
    event: FakeStripeEvent,
    options?: { timestamp?: number; secret?: string },
  ): { body: string; signature: string };
  /** POSTs the event, signed, to `<commerceUrl>/webhooks/stripe`. */
  deliver(
    commerceUrl: string,
    event: FakeStripeEvent,
    options?: { timestamp?: number; secret?: string; signature?: string },
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const API_VERSION = '2025-01-01';

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, FakePaymentIntent>();
  const events: FakeStripeEvent[] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  let url = '';

  const now = () => Math.floor(Date.now() / 1000);
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const snapshot = (intent: FakePaymentIntent) => structuredClone(intent);
  const emit = (type: string, intent: FakePaymentIntent) => {
    events.push({
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: snapshot(intent) },
    });
  };

  /** Confirms with the intent's payment method; answers a card error for a decline. */
  const confirm = (intent: FakePaymentIntent): { status: number; body: unknown } => {
    intent.last_payment_error = null;
    intent.next_action = null;
    switch (intent.payment_method) {
      case TEST_CARDS.success:
        intent.status = 'succeeded';
        emit('payment_intent.succeeded', intent);
        return { status: 200, body: intent };
      case TEST_CARDS.threeDSecure:
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${url}/3ds/${intent.id}`, return_url: intent.return_url },
        };
        emit('payment_intent.requires_action', intent);
        return { status: 200, body: intent };
      default: {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        };
        emit('payment_intent.payment_failed', intent);
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: snapshot(intent),
            },
          },
        };
      }
    }
  };

  const failure = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  const route = (method: string, path: string, form: URLSearchParams) => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      const currency = form.get('currency') ?? '';
      if (!Number.isSafeInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(currency)) {
        return failure(400, 'invalid_request_error', 'Invalid amount or currency.');
      }
      const intentId = id('pi');
      const intent: FakePaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency,
        status: form.get('payment_method') ? 'requires_confirmation' : 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        payment_method: form.get('payment_method'),
        description: form.get('description'),
        metadata: metadataOf(form),
        last_payment_error: null,
        next_action: null,
        return_url: form.get('return_url'),
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      emit('payment_intent.created', intent);
      return form.get('confirm') === 'true' ? confirm(intent) : { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm|\/cancel)?$/.exec(path);
    if (!match) return failure(404, 'invalid_request_error', `Unrecognized request URL (${path}).`);
    const intent = intents.get(match[1]!);
    if (!intent) {
      return failure(
        404,
        'invalid_request_error',
        `No such payment_intent: '${match[1]}'`,
        'resource_missing',
      );
    }
    if (method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (method === 'POST' && match[2] === '/confirm') {
      if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
        return failure(
          400,
          'invalid_request_error',
          `This PaymentIntent's status is ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      intent.payment_method = form.get('payment_method') ?? intent.payment_method;
      intent.return_url = form.get('return_url') ?? intent.return_url;
      return confirm(intent);
    }
    if (method === 'POST' && match[2] === '/cancel') {
      if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
        return failure(
          400,
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      intent.status = 'canceled';
      intent.next_action = null;
      emit('payment_intent.canceled', intent);
      return { status: 200, body: intent };
    }
    return failure(404, 'invalid_request_error', `Unrecognized request URL (${path}).`);
  };

  /** What a browser asks: Stripe.js itself, its API calls (publishable key), 3-D Secure. */
  const browserRoute = (
    method: string,
    path: string,
    query: URLSearchParams,
    form: URLSearchParams,
  ): { status: number; headers: Record<string, string>; body: string } | null => {
    const json = (status: number, payload: unknown) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (method === 'GET' && /^\/js\/[a-z0-9]+\/stripe\.js$|^\/v3\/?$/.test(path)) {
      return {
        status: 200,
        headers: { 'content-type': 'text/javascript; charset=utf-8' },
        body: STRIPE_JS_STAND_IN,
      };
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      if (form.get('key') !== publishableKey) {
        return json(
          401,
          failure(401, 'invalid_request_error', 'Invalid API Key provided').body.error,
        );
      }
      const number = (form.get('card[number]') ?? '').replace(/\D/g, '');
      const paymentMethod = TEST_CARD_NUMBERS[number];
      if (form.get('type') !== 'card' || !paymentMethod) {
        return json(402, {
          error: {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
          },
        });
      }
      return json(200, {
        id: paymentMethod,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: number.slice(-4) },
        livemode: false,
      });
    }
    const intentMatch = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && intentMatch && query.has('client_secret')) {
      const intent = intents.get(intentMatch[1]!);
      if (query.get('key') !== publishableKey || !intent) {
        return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      if (query.get('client_secret') !== intent.client_secret) {
        return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      return json(200, intent);
    }
    const challenge = /^\/3ds\/([A-Za-z0-9_]+)$/.exec(path);
    if (challenge) {
      const intent = intents.get(challenge[1]!);
      if (!intent) return { status: 404, headers: {}, body: 'No such payment' };
      if (method === 'GET') {
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: challengePage(intent),
        };
      }
      if (method === 'POST' && intent.status === 'requires_action') {
        const passed = form.get('result') === 'pass';
        intent.next_action = null;
        if (passed) {
          intent.status = 'succeeded';
          emit('payment_intent.succeeded', intent);
        } else {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: 'The provided PaymentMethod has failed authentication.',
          };
          emit('payment_intent.payment_failed', intent);
        }
        const back = new URL(intent.return_url ?? '/');
        back.searchParams.set('payment_intent', intent.id);
        back.searchParams.set('payment_intent_client_secret', intent.client_secret);
        back.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
        return { status: 303, headers: { location: back.toString() }, body: '' };
      }
      return { status: 400, headers: {}, body: 'This payment does not wait for 3-D Secure' };
    }
    return null;
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0]!;
      const body = Buffer.concat(chunks).toString('utf8');
      const key = headerOf(request, 'idempotency-key');
      requests.push({ method, path, idempotencyKey: key });
      const answer = (status: number, payload: unknown, replayed = false) => {
        const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        response.end(text);
      };
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      const browser = browserRoute(method, path, query, new URLSearchParams(body));
      if (browser) {
        response.writeHead(browser.status, {
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
          ...browser.headers,
        });
        response.end(browser.body);
        return;
      }
      if (headerOf(request, 'authorization') !== `Bearer ${secretKey}`) {
        answer(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      if (key && method === 'POST') {
        const fingerprint = `${path}\n${body}`;
        const stored = idempotency.get(key);
        if (stored) {
          if (stored.fingerprint !== fingerprint) {
            answer(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          } else answer(stored.status, stored.body, true);
          return;
        }
        const result = route(method, path, new URLSearchParams(body));
        const text = JSON.stringify(result.body);
        idempotency.set(key, { fingerprint, status: result.status, body: text });
        answer(result.status, text);
        return;
      }
      const result = route(method, path, new URLSearchParams(body));
      answer(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign: FakeStripe['sign'] = (event, options = {}) => {
    const body = JSON.stringify(event, null, 2);
    const timestamp = options.timestamp ?? now();
    const signature = createHmac('sha256', options.secret ?? webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    return { body, signature: `t=${timestamp},v1=${signature}` };
  };

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    config: (overrides = {}) => {
      const port = Number(new URL(url).port);
      return {
        secretKey,
        publishableKey,
        webhookSecret,
        api: { protocol: 'http', host: '127.0.0.1', port },
        paymentTimeoutMs: 30 * 60_000,
        // Tests run the expiry job by hand (services.stripe.expireDue()).
        expiryPollIntervalMs: 0,
        expiryClaimMs: 60_000,
        webhookToleranceSeconds: 300,
        ...overrides,
      };
    },
    intents,
    events,
    eventsFor: (intentId, type) =>
      events.filter(
        (event) => event.data.object.id === intentId && (type === undefined || event.type === type),
      ),
    requests,
    authenticate(intentId, passed) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'requires_action') {
        throw new Error(`payment intent ${intentId} is not waiting for 3-D Secure`);
      }
      intent.next_action = null;
      if (passed) {
        intent.status = 'succeeded';
        emit('payment_intent.succeeded', intent);
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        };
        emit('payment_intent.payment_failed', intent);
      }
      return snapshot(intent);
    },
    sign,
    async deliver(commerceUrl, event, options = {}) {
      const signed = sign(event, options);
      const response = await fetch(`${commerceUrl}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': options.signature ?? signed.signature,
        },
        body: signed.body,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[([^\]]+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The bank's 3-D Secure challenge: pass or fail, then back to the shop's return_url. */
function challengePage(intent: FakePaymentIntent): string {
  const action = `/3ds/${escapeHtml(intent.id)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure test page</title>
<link rel="icon" href="data:,"><meta name="viewport" content="width=device-width"></head>
<body><main><h1>3-D Secure test payment</h1>
<p>Amount: ${intent.amount} ${escapeHtml(intent.currency.toUpperCase())}</p>
<form method="post" action="${action}"><input type="hidden" name="result" value="pass">
<button type="submit">Complete authentication</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="fail">
<button type="submit">Fail authentication</button></form></main></body></html>`;
}

/**
 * The stand-in for Stripe.js: `window.Stripe(key, options)` with the subset the storefront uses.
 * The card element is three labelled inputs (number, MM / YY, CVC) mounted in the page; it
 * reports `change` ({ complete, empty, error }) as Stripe's does, and `ready` once mounted.
 */
export const STRIPE_JS_STAND_IN = String.raw`(function () {
  'use strict';
  var API = 'https://api.stripe.com';
  var TEXT = {
    en: { number: 'Card number', expiry: 'Expiration date MM / YY', cvc: 'Security code', invalid: 'Your card number is invalid.' },
    de: { number: 'Kartennummer', expiry: 'Ablaufdatum MM / JJ', cvc: 'Prüfnummer', invalid: 'Ihre Kartennummer ist ungültig.' }
  };
  function encode(data) {
    return Object.keys(data).map(function (key) {
      return encodeURIComponent(key) + '=' + encodeURIComponent(data[key]);
    }).join('&');
  }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function cardElement(locale, options) {
    var text = TEXT[locale] || TEXT.en;
    var handlers = {};
    var root = document.createElement('div');
    root.setAttribute('data-stripe-stand-in', 'card');
    root.style.display = 'flex';
    root.style.gap = '8px';
    var style = (options && options.style && options.style.base) || {};
    function input(name, label, size, mode) {
      var field = document.createElement('input');
      field.name = name;
      field.setAttribute('aria-label', label);
      field.placeholder = label;
      field.autocomplete = name === 'number' ? 'cc-number' : name === 'expiry' ? 'cc-exp' : 'cc-csc';
      field.inputMode = mode;
      field.size = 1;
      field.style.flexBasis = size + 'ch';
      field.style.border = '0';
      field.style.minWidth = '0';
      field.style.flexGrow = name === 'number' ? '3' : '1';
      field.style.flexShrink = '1';
      field.style.font = 'inherit';
      field.style.fontSize = style.fontSize || '16px';
      field.style.color = style.color || 'inherit';
      field.style.background = 'transparent';
      root.appendChild(field);
      return field;
    }
    var number = input('number', text.number, 20, 'numeric');
    var expiry = input('expiry', text.expiry, 7, 'numeric');
    var cvc = input('cvc', text.cvc, 4, 'numeric');
    function emit(type, event) {
      (handlers[type] || []).slice().forEach(function (handler) { handler(event); });
    }
    function values() {
      return { number: number.value.replace(/\D/g, ''), expiry: expiry.value.replace(/\s/g, ''), cvc: cvc.value.trim() };
    }
    function state() {
      var v = values();
      var error;
      if (v.number.length >= 16 && !luhn(v.number)) {
        error = { type: 'validation_error', code: 'invalid_number', message: text.invalid };
      }
      var complete = !error && v.number.length === 16 && /^(0[1-9]|1[0-2])\/\d{2}$/.test(v.expiry) && /^\d{3,4}$/.test(v.cvc);
      return { elementType: 'card', empty: !v.number && !v.expiry && !v.cvc, complete: complete, error: error, brand: 'visa', value: {} };
    }
    [number, expiry, cvc].forEach(function (field) {
      field.addEventListener('input', function () { emit('change', state()); });
      field.addEventListener('focus', function () { emit('focus', { elementType: 'card' }); });
      field.addEventListener('blur', function () { emit('blur', { elementType: 'card' }); });
    });
    return {
      _values: values,
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        node.appendChild(root);
        setTimeout(function () { emit('ready', { elementType: 'card' }); }, 0);
      },
      on: function (type, handler) { (handlers[type] = handlers[type] || []).push(handler); return this; },
      off: function (type, handler) {
        handlers[type] = (handlers[type] || []).filter(function (entry) { return entry !== handler; });
        return this;
      },
      update: function () {},
      focus: function () { number.focus(); },
      blur: function () { number.blur(); },
      clear: function () { number.value = ''; expiry.value = ''; cvc.value = ''; emit('change', state()); },
      unmount: function () { if (root.parentNode) root.parentNode.removeChild(root); },
      destroy: function () { if (root.parentNode) root.parentNode.removeChild(root); handlers = {}; }
    };
  }
  function Stripe(key, options) {
    var card = null;
    function intentOf(clientSecret) {
      var id = String(clientSecret).split('_secret_')[0];
      return fetch(API + '/v1/payment_intents/' + encodeURIComponent(id) + '?' + encode({ key: key, client_secret: clientSecret }))
        .then(function (response) { return response.json(); });
    }
    var stripe = {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function (elementsOptions) {
        var locale = (elementsOptions && elementsOptions.locale) || (options && options.locale) || 'en';
        return {
          create: function (type, createOptions) {
            if (type !== 'card') throw new Error('The Stripe.js stand-in has only the card element');
            card = cardElement(locale, createOptions);
            return card;
          },
          getElement: function () { return card; },
          update: function () {}
        };
      },
      createToken: function () { return Promise.resolve({ error: { type: 'api_error', message: 'Not in the stand-in' } }); },
      createPaymentMethod: function (params) {
        var element = params.card || params.element;
        var v = element._values();
        var expiry = v.expiry.split('/');
        return fetch(API + '/v1/payment_methods', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: encode({ key: key, type: 'card', 'card[number]': v.number, 'card[exp_month]': expiry[0] || '', 'card[exp_year]': expiry[1] || '', 'card[cvc]': v.cvc })
        }).then(function (response) {
          return response.json().then(function (body) {
            return response.ok ? { paymentMethod: body } : { error: body.error };
          });
        });
      },
      handleNextAction: function (params) {
        return intentOf(params.clientSecret).then(function (intent) {
          if (intent.next_action && intent.next_action.redirect_to_url) {
            window.location.assign(intent.next_action.redirect_to_url.url);
            return new Promise(function () {});
          }
          return intent.error ? { error: intent.error } : { paymentIntent: intent };
        });
      },
      confirmCardPayment: function (clientSecret) { return stripe.handleNextAction({ clientSecret: clientSecret }); }
    };
    return stripe;
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
`;
