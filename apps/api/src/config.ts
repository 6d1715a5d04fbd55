import { isIP } from 'node:net';
import { BOOKING_HORIZON_MONTHS, MAX_UNPAID_RESERVATIONS } from '@hotel/shared';
import { z } from 'zod';

/**
 * Few connections serve more than many: each busy one is a PostgreSQL process wanting a core. With PostgreSQL on
 * the app's two cores, 4 answered as many bookings a second as 10 did, and the server's own reads stayed at a
 * p99 of 16–18 ms during them instead of 78–106 (docs/BENCHMARKS.md). About twice the database's cores.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 4;

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** An IPv4 or IPv6 address, with an optional /prefix. */
function isIpOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Connections to PostgreSQL for queries (one more listens for other instances' notices).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_DATABASE_POOL_SIZE),
  SEED: bool.default(true),
  // More rooms, each with a year of stays, added to a newly seeded demo hotel (the benchmark's larger hotel).
  SEED_EXTRA_ROOMS: z.coerce.number().int().min(0).max(500).default(0),
  HOTEL_TIMEZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'HOTEL_TIMEZONE must be an IANA time zone such as Europe/Paris'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Another address for the Stripe API (stripe-mock, an egress proxy); unset = api.stripe.com.
  STRIPE_API_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  STAFF_IDLE_MINUTES: z.coerce.number().positive().default(30),
  GUEST_IDLE_HOURS: z.coerce.number().positive().default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which proxies may say who the client is (X-Forwarded-For): a hop count, or their addresses and CIDRs.
  // `true` would trust any client's own claim, so it is refused.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      const value = v.trim().toLowerCase();
      if (['false', '0', 'off', 'no', ''].includes(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (['true', 'on', 'yes'].includes(value)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY=true would let any client pick its own address: give the number of proxies in front of the app (1 for one load balancer) or their addresses (10.0.0.0/8,127.0.0.1)',
        });
        return z.NEVER;
      }
      const list = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (list.length === 0 || !list.every((part) => isIpOrCidr(part))) {
        ctx.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be a hop count or addresses/CIDRs separated by commas',
        });
        return z.NEVER;
      }
      return list;
    }),
  // Requests per minute from one client address (0 turns the limit off).
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  // Password hashes waiting at most, and held at most by one client address (0 turns either bound off).
  PASSWORD_HASH_MAX_WAITING: z.coerce.number().int().min(0).default(32),
  PASSWORD_HASH_PER_ADDRESS: z.coerce.number().int().min(0).default(8),
  COOKIE_SECURE: bool.optional(),
  WEB_DIST: z.string().optional(),
  // Anti-hoarding: unpaid upcoming reservations one guest may hold, and how far ahead a stay may start.
  BOOKING_MAX_UNPAID: z.coerce.number().int().min(1).max(100).default(MAX_UNPAID_RESERVATIONS),
  BOOKING_HORIZON_MONTHS: z.coerce.number().int().min(1).max(60).default(BOOKING_HORIZON_MONTHS),
  // An unpaid reservation a guest made is released this many hours before its check-in time (0 turns it off).
  UNPAID_RELEASE_HOURS: z.coerce.number().int().min(0).max(720).default(48),
  // The room tax included in prices, shown on invoices (0.12 for 12 %); unset or 0 shows none.
  TAX_RATE_ROOM: z.coerce.number().min(0).max(1).default(0),
  TAX_RATE_EXTRAS: z.coerce.number().min(0).max(1).default(0),
  // A supervisor inspects every cleaned room before it is given to a guest (an inspection task follows each cleaning).
  HOUSEKEEPING_INSPECTION: bool.default(false),
  // On SIGTERM, how long readiness is 503 while requests are still served, before the server stops accepting.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(4000).default(500),
  // Outgoing mail: an SMTP server (smtp://user:pass@host:587, smtps://...); unset = .eml files in DATA_DIR/mail.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('"The Aurelia" <stay@aurelia.example>'),
  // The address guests reach the site at, for links in e-mails; unset = http://localhost:PORT.
  PUBLIC_URL: z.string().url().optional(),
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (
    e.PAYMENT_PROVIDER === 'stripe' &&
    !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seed: e.SEED,
    seedExtraRooms: e.SEED_EXTRA_ROOMS,
    hotelTimezone: e.HOTEL_TIMEZONE,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
    },
    session: {
      secret: e.SESSION_SECRET,
      ttlHours: e.SESSION_TTL_HOURS,
      staffIdleMinutes: e.STAFF_IDLE_MINUTES,
      guestIdleHours: e.GUEST_IDLE_HOURS,
      secureCookie: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    passwordHashing: { maxWaiting: e.PASSWORD_HASH_MAX_WAITING, perAddress: e.PASSWORD_HASH_PER_ADDRESS },
    webDist: e.WEB_DIST,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    booking: {
      maxUnpaid: e.BOOKING_MAX_UNPAID,
      horizonMonths: e.BOOKING_HORIZON_MONTHS,
      releaseUnpaidHours: e.UNPAID_RELEASE_HOURS,
    },
    invoice: { roomTaxRate: e.TAX_RATE_ROOM, extrasTaxRate: e.TAX_RATE_EXTRAS },
    housekeeping: { inspection: e.HOUSEKEEPING_INSPECTION },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
