import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code?: string } | null;
  livemode: false;
}

/**
 * A small local stand-in for the Stripe endpoints the server calls (create and retrieve a PaymentIntent,
 * create a refund), with Stripe's idempotency-key behaviour and its refusal to refund more than was paid. Tests play the browser's part (Stripe.js
 * confirming the card) through `succeed` and `fail`.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const byKey = new Map<string, { params: string; id: string }>();
  const refunds = new Map<
    string,
    { id: string; object: 'refund'; amount: number; payment_intent: string; status: string }
  >();
  const calls: { method: string; path: string; idempotencyKey?: string; authorization?: string }[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` },
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    calls.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization,
    });
    const body = await readBody(req);

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (idempotencyKey) {
        const seen = byKey.get(idempotencyKey);
        if (seen && seen.params !== body) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        if (seen) return send(res, 200, intents.get(seen.id));
      }
      const form = new URLSearchParams(body);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata,
        last_payment_error: null,
        livemode: false,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, { params: body, id });
      return send(res, 200, intent);
    }

    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const seen = idempotencyKey ? refunds.get(idempotencyKey) : undefined;
      if (seen) return send(res, 200, seen);
      const form = new URLSearchParams(body);
      const intentId = form.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent) return notFound(res, intentId);
      const amount = Number(form.get('amount') ?? intent.amount);
      const before = [...refunds.values()]
        .filter((r) => r.payment_intent === intentId)
        .reduce((s, r) => s + r.amount, 0);
      if (intent.status !== 'succeeded' || before + amount > intent.amount) {
        return send(res, 400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund exceeds charge' },
        });
      }
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund' as const,
        amount,
        payment_intent: intentId,
        status: 'succeeded',
      };
      refunds.set(idempotencyKey ?? refund.id, refund);
      return send(res, 200, refund);
    }

    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? send(res, 200, intent) : notFound(res, retrieve[1]!);
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    refunds,
    intents,
    calls,
    /** What Stripe.js does in the browser when the card is good. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      return intent;
    },
    fail(id: string, message = 'Your card was declined.') {
      const intent = intents.get(id)!;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message, code: 'card_declined' };
      return intent;
    },
    /** An intent made outside our server (for events about payments we did not start). */
    add(intent: Partial<StandInIntent> & { id: string }) {
      const full: StandInIntent = {
        object: 'payment_intent',
        amount: 100,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: `${intent.id}_secret_x`,
        metadata: {},
        last_payment_error: null,
        livemode: false,
        ...intent,
      };
      intents.set(full.id, full);
      return full;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
