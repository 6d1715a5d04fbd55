import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A PostgreSQL date range, as its text ('[2031-01-01,2031-01-03)'). */
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

import {
  BILLING_STATUSES,
  BOOKING_STATUSES,
  CHARGE_CATEGORIES,
  FOLIO_LINE_KINDS,
  HOUSEKEEPING_CONDITIONS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_RECORD_KINDS,
  ROLES,
  ROOM_BLOCK_KINDS,
  ROOM_STATUSES,
  ROOM_TYPES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPES,
  USER_STATUSES,
} from '@hotel/shared';

// The value lists of the check constraints and of the columns' types are the shared constants: the SQL they make
// is the migrations' (drizzle-kit generate finds nothing to change).
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null for a guest the desk booked without one (a walk-in or a phone booking). */
    email: text('email'),
    phone: text('phone'),
    contact: text('contact'),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    /**
     * False for a guest the desk created: their hash is of a random secret, and registering with their e-mail
     * claims the account (and its stays) instead of being refused as taken.
     */
    hasPassword: boolean('has_password').notNull().default(true),
    /** The TOTP secret (base32): pending until `mfaEnabledAt` is set by a first good code. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (a step at or before it is refused). */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    /** A demo account of the seeded hotel: one-click sign-in, no second factor. Only seeded hotels have them. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Set when a guest's personal data was erased; their stays and bills stay, under an anonymous name. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check('users_status_check', sql`${t.status} in (${inList(USER_STATUSES)})`),
    // Only a guest the desk booked may go without an e-mail: everyone who signs in has one.
    check('users_email_check', sql`${t.role} = 'guest' or ${t.email} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed in with the password only: `code` waits for the second factor, `setup` for its enrolment. */
    mfaPending: text('mfa_pending'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_mfa_pending_check', sql`${t.mfaPending} is null or ${t.mfaPending} in ('code', 'setup')`),
  ],
);

/** One-time recovery codes for the second factor, stored hashed; a used one keeps its time of use. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId), uniqueIndex('mfa_recovery_codes_hash_key').on(t.codeHash)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomNumber: text('room_number').notNull().unique(),
    title: text('title').notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    capacity: integer('capacity').notNull().default(2),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('available'),
    /**
     * What housekeeping last did (clean, dirty, inspected): with the stays and the blocks, the truth of whether the
     * room can take a guest (modules/rooms/room-condition.ts); `status` is kept in step for the queries that filter on it.
     */
    housekeeping: text('housekeeping', { enum: HOUSEKEEPING_CONDITIONS }).notNull().default('clean'),
    description: text('description').notNull().default(''),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** Set when a room with history was taken out of the hotel: off sale and off the site, its stays kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rooms_status_idx').on(t.status),
    check('rooms_type_check', sql`${t.type} in (${inList(ROOM_TYPES)})`),
    check('rooms_status_check', sql`${t.status} in (${inList(ROOM_STATUSES)})`),
    check('rooms_housekeeping_check', sql`${t.housekeeping} in (${inList(HOUSEKEEPING_CONDITIONS)})`),
    check('rooms_price_check', sql`${t.priceCents} > 0`),
    check('rooms_original_price_check', sql`${t.originalPriceCents} is null or ${t.originalPriceCents} > 0`),
    check('rooms_capacity_check', sql`${t.capacity} between 1 and 8`),
  ],
);

export const roomImages = pgTable(
  'room_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().unique(),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('room_images_room_idx').on(t.roomId, t.position),
    check('room_images_content_type_check', sql`${t.contentType} in ('image/webp')`),
  ],
);

/** Smaller renditions of a room image for srcset. */
export const roomImageVariants = pgTable(
  'room_image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => roomImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short code guests and staff quote (AUR-7K3QX): unique, never reused; made by the database. */
    reference: text('reference').notNull().default(sql`booking_reference()`),
    // Stays and money are never deleted: a guest is erased (anonymised) and a room archived instead, and
    // the database refuses a delete that would take stays with it.
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull().default(1),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('reserved'),
    additionalServices: text('additional_services').array().notNull().default(sql`'{}'::text[]`),
    totalCents: integer('total_cents').notNull(),
    cancellationChargeCents: integer('cancellation_charge_cents'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the hotel released an unpaid reservation shortly before arrival (instead of a cancellation). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Set when the guest never came: the stay is cancelled, its first night charged, its nights free again. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** When the desk checked the guest in (a check-in can be undone for a short while after it). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /**
     * The first night in `room_id` when a guest in house changed rooms: the earlier nights were spent in the
     * room the audit names, and only the nights from here on hold `room_id` (room_holds).
     */
    roomSince: date('room_since', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    index('bookings_room_dates_idx').on(t.roomId, t.checkIn, t.checkOut),
    index('bookings_guest_idx').on(t.guestId, t.createdAt),
    // A guest's upcoming reservations, which the cap on unpaid ones counts in every booking a guest makes.
    index('bookings_guest_reserved_idx').on(t.guestId, t.checkOut).where(sql`${t.status} = 'reserved'`),
    index('bookings_check_in_idx').on(t.checkIn),
    index('bookings_check_out_idx').on(t.checkOut),
    index('bookings_created_idx').on(t.createdAt),
    check('bookings_status_check', sql`${t.status} in (${inList(BOOKING_STATUSES)})`),
    check('bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'bookings_room_since_check',
      sql`${t.roomSince} is null or (${t.roomSince} >= ${t.checkIn} and ${t.roomSince} <= ${t.checkOut})`,
    ),
    check('bookings_guests_check', sql`${t.guests} between 1 and 8`),
    check('bookings_total_check', sql`${t.totalCents} >= 0`),
    check('bookings_charge_check', sql`${t.cancellationChargeCents} is null or ${t.cancellationChargeCents} >= 0`),
  ],
);

/**
 * A room taken off sale for some nights: out of order (broken, being repaired) or out of service (kept back,
 * still usable). Never deleted: lifting it early records when and by whom.
 */
export const roomBlocks = pgTable(
  'room_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The first night back on sale (exclusive, like a check-out date). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ROOM_BLOCK_KINDS }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('room_blocks_room_idx').on(t.roomId, t.startDate),
    check('room_blocks_kind_check', sql`${t.kind} in (${inList(ROOM_BLOCK_KINDS)})`),
    check('room_blocks_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * The nights each room is held, by a stay that is not cancelled or by a block that is not lifted: kept by
 * triggers on both tables (migration 0008), and carrying the one rule that no night of a room is held twice.
 */
export const roomHolds = pgTable(
  'room_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    during: daterange('during').notNull(),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id')
      .unique()
      .references(() => roomBlocks.id, { onDelete: 'cascade' }),
  },
  (t) => [check('room_holds_owner_check', sql`num_nonnulls(${t.bookingId}, ${t.blockId}) = 1`)],
);

export const billings = pgTable(
  'billings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: BILLING_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    refundDueCents: integer('refund_due_cents').notNull().default(0),
    /** What the guest still owes: the folio's charges less what was paid net of refunds (never below 0). */
    balanceCents: integer('balance_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('billings_status_idx').on(t.status, t.updatedAt),
    check('billings_status_check', sql`${t.status} in (${inList(BILLING_STATUSES)})`),
    check('billings_amount_check', sql`${t.amountCents} >= 0`),
    check('billings_refund_check', sql`${t.refundDueCents} >= 0`),
    check('billings_balance_check', sql`${t.balanceCents} >= 0`),
  ],
);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_booking_idx').on(t.bookingId),
    check('payment_intents_provider_check', sql`${t.provider} in (${inList(PAYMENT_PROVIDERS)})`),
    check('payment_intents_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The money of a stay as it moved, one row per movement and never changed: a payment applied to the bill
 * (a card intent at most once, whoever applies it first), or a refund paid back through the provider.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PAYMENT_RECORD_KINDS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The card payment this row is (kind payment) or gives money back from (kind refund). */
    intentId: text('intent_id'),
    /** The provider's refund id: a refund the provider confirmed twice is recorded once. */
    refundId: text('refund_id'),
    reason: text('reason'),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_records_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('payment_records_intent_payment_key').on(t.intentId).where(sql`kind = 'payment'`),
    uniqueIndex('payment_records_refund_key').on(t.refundId),
    check('payment_records_kind_check', sql`${t.kind} in (${inList(PAYMENT_RECORD_KINDS)})`),
    check('payment_records_method_check', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check('payment_records_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The charges of a stay and the credits other than money (adjustments), one row per posting and never changed:
 * a correction is a new line. Room nights are one line per night at the booking's price; a changed or
 * cancelled stay reverses them with negative lines of the same night.
 */
export const folioLines = pgTable(
  'folio_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: FOLIO_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The night a room-night line is for. */
    night: date('night', { mode: 'string' }),
    /** Positive for a charge, negative for a reversal or a credit. */
    amountCents: integer('amount_cents').notNull(),
    chargeItemId: uuid('charge_item_id').references(() => chargeItems.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('folio_lines_booking_idx').on(t.bookingId, t.createdAt),
    check('folio_lines_kind_check', sql`${t.kind} in (${inList(FOLIO_LINE_KINDS)})`),
  ],
);

/** What the desk can charge to a stay (minibar, spa …): kept by the admin, retired rather than deleted. */
export const chargeItems = pgTable(
  'charge_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category', { enum: CHARGE_CATEGORIES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charge_items_name_key').on(sql`lower(${t.name})`),
    check('charge_items_category_check', sql`${t.category} in (${inList(CHARGE_CATEGORIES)})`),
    check('charge_items_price_check', sql`${t.priceCents} > 0`),
  ],
);

/** The sandbox provider's refunds (its intents are in payment_intents), so that every instance sees them. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** Provider events already applied, so that a redelivered webhook changes nothing. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    // The review outlives the account; its author name is kept.
    guestId: uuid('guest_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_room_idx').on(t.roomId, t.createdAt),
    index('reviews_guest_idx').on(t.guestId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    // The spec's title holds the room number.
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('low'),
    type: text('type', { enum: TASK_TYPES }).notNull().default('cleaning'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('pending'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_assignee_idx').on(t.assignedTo, t.status),
    index('tasks_room_idx').on(t.roomId),
    check('tasks_priority_check', sql`${t.priority} in (${inList(TASK_PRIORITIES)})`),
    check('tasks_type_check', sql`${t.type} in (${inList(TASK_TYPES)})`),
    check('tasks_status_check', sql`${t.status} in (${inList(TASK_STATUSES)})`),
  ],
);

/**
 * The photo a fault was reported with: re-encoded to WebP like room images, kept in the database so that every
 * instance serves it, and shown to staff only.
 */
export const taskPhotos = pgTable(
  'task_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .unique()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('task_photos_content_type_check', sql`${t.contentType} in ('image/webp')`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * E-mail waiting to go out, written in the same transaction as the change it tells the guest about, so a
 * booking and its confirmation commit (or roll back) together. The sender claims due rows for a while
 * (`claimed_until`) so that several instances never send one twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Null until the message is drawn: a message about a stay is drawn after its transaction, by the sender. */
    html: text('html'),
    text: text('text'),
    /** What a message about a stay says beyond the stay itself (the amount paid, refunded), to draw it from. */
    stayMail: jsonb('stay_mail'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('mail_outbox_created_idx').on(t.createdAt),
    // One arrival reminder per stay, however many instances run the reminder job.
    uniqueIndex('mail_outbox_reminder_key').on(t.bookingId, t.kind).where(sql`${t.kind} = 'reminder'`),
  ],
);

/** A password reset link: only the SHA-256 of its token is kept; good once, for a short while. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
