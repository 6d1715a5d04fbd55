/**
 * Loads the demo hotel (The Aurelia) into an empty database: the demo accounts (password demo1234), rooms with
 * generated pictures, a year of stays around today, reviews and housekeeping tasks. Nothing happens when the
 * database already has users.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hotelToday } from '../../lib/hotel-time.js';
import { hashPassword } from '../../lib/passwords.js';
import { openingLines } from '../../modules/folio/folio.opening.js';
import { OWED_REFUND_REASON } from '../../modules/payments/payments.service.js';
import type { Db, Executor } from '../client.js';
import {
  billings,
  bookings,
  folioLines,
  paymentIntents,
  paymentRecords,
  reviews,
  roomImages,
  roomImageVariants,
  rooms,
  sandboxRefunds,
  tasks,
  users,
} from '../schema.js';
import { DEMO_PASSWORD, ROOMS } from './demo-data.js';
import { planDemoHotel } from './plan.js';
import { loadRoomPictures } from './room-pictures.js';

export interface SeedOptions {
  /** The hotel's time zone: "today" for the stays is the hotel's today. */
  timeZone: string;
  now?: Date;
  log?: (msg: string) => void;
}

async function hasUsers(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Insert in slices, so that no statement carries megabytes of image bytes or thousands of parameters. */
async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Returns true when it loaded the demo hotel, false when the database already had users. */
export async function seedDemoHotel(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const started = Date.now();
  const now = opts.now ?? new Date();
  const plan = planDemoHotel(hotelToday(opts.timeZone, now), now);

  // Reading the pictures and hashing the passwords (each user with its own salt) happen before the transaction.
  const [images, hashes] = await Promise.all([
    loadRoomPictures(ROOMS.map((room) => room.roomNumber)),
    Promise.all(plan.users.map(() => hashPassword(DEMO_PASSWORD))),
  ]);
  const userId = new Map(plan.users.map((u) => [u.key, u.id]));
  const roomId = new Map(plan.rooms.map((r) => [r.roomNumber, r.id]));
  const idOf = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`Demo data refers to an unknown ${key}`);
    return id;
  };

  const imageRows = plan.rooms.flatMap((room) =>
    (images.get(room.roomNumber) ?? []).map((img, position) => {
      const id = randomUUID();
      return {
        id,
        img,
        row: {
          id,
          roomId: room.id,
          fileName: `${id}.webp`,
          position,
          width: img.width,
          height: img.height,
          data: img.data,
          createdAt: room.createdAt,
        },
      };
    }),
  );

  const loaded = await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: one seeds, the other then sees the users and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hotel-demo-seed'))`);
    if (await hasUsers(tx)) return false;

    await tx.insert(users).values(
      plan.users.map((u, i) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        phone: u.phone ?? null,
        contact: u.contact ?? null,
        role: u.role,
        passwordHash: hashes[i]!,
        isDemo: true,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    );
    await tx.insert(rooms).values(
      plan.rooms.map((r) => ({
        id: r.id,
        roomNumber: r.roomNumber,
        title: r.title,
        type: r.type,
        priceCents: r.priceCents,
        originalPriceCents: r.originalPriceCents ?? null,
        capacity: r.capacity,
        status: r.status,
        // A room with a cleaning still to do was left dirty by its last guest; every other one is clean.
        housekeeping: r.status === 'cleaning' ? ('dirty' as const) : ('clean' as const),
        description: r.description,
        features: [r.features],
        createdAt: r.createdAt,
        updatedAt: r.createdAt,
      })),
    );
    await insertInChunks(imageRows, 8, (chunk) => tx.insert(roomImages).values(chunk.map((c) => c.row)));
    const variantRows = imageRows.flatMap(({ id, img }) =>
      img.variants.map((v) => ({ imageId: id, width: v.width, data: v.data })),
    );
    await insertInChunks(variantRows, 16, (chunk) => tx.insert(roomImageVariants).values(chunk));

    await insertInChunks(plan.bookings, 100, (chunk) =>
      tx.insert(bookings).values(
        chunk.map((b) => ({
          id: b.id,
          guestId: idOf(userId, b.guest),
          roomId: idOf(roomId, b.room),
          checkIn: b.checkIn,
          checkOut: b.checkOut,
          guests: b.guests,
          status: b.status,
          additionalServices: b.services,
          totalCents: b.totalCents,
          cancellationChargeCents: b.cancellation?.chargeCents ?? null,
          cancelledAt: b.cancellation?.cancelledAt ?? null,
          createdBy: idOf(userId, b.createdBy),
          createdAt: b.createdAt,
          updatedAt: b.cancellation?.cancelledAt ?? b.billing.paidAt ?? b.createdAt,
        })),
      ),
    );
    await insertInChunks(plan.bookings, 100, (chunk) =>
      tx.insert(billings).values(
        chunk.map((b) => ({
          id: b.billing.id,
          bookingId: b.id,
          amountCents: b.billing.amountCents,
          status: b.billing.status,
          paymentMethod: b.billing.status === 'confirmed' && b.billing.paidAt ? 'card' : null,
          refundDueCents: b.billing.refundDueCents,
          balanceCents: b.billing.status === 'confirmed' ? 0 : b.billing.amountCents,
          createdAt: b.createdAt,
          updatedAt: b.cancellation?.cancelledAt ?? b.billing.paidAt ?? b.createdAt,
        })),
      ),
    );
    // Bills paid by card were paid through the sandbox: the intent and its payment record, as a real payment
    // leaves them, so that the books add up and a paid stay can be refunded.
    const paidByCard = plan.bookings.flatMap((b) => {
      const paidCents = b.billing.amountCents + b.billing.refundDueCents + (b.billing.refund?.cents ?? 0);
      if (b.billing.status !== 'confirmed' || !b.billing.paidAt || paidCents <= 0) return [];
      // The sandbox's ids of the seed's payments (and refunds) are named after their bill.
      const seedId = b.billing.id.replaceAll('-', '').slice(0, 20);
      return [{ booking: b, seedId, intentId: `pi_sandbox_seed_${seedId}`, paidCents, paidAt: b.billing.paidAt }];
    });
    await insertInChunks(paidByCard, 100, (chunk) =>
      tx.insert(paymentIntents).values(
        chunk.map((p) => ({
          id: p.intentId,
          bookingId: p.booking.id,
          provider: 'sandbox' as const,
          amountCents: p.paidCents,
          currency: 'usd',
          status: 'succeeded',
          clientSecret: `${p.intentId}_secret_${randomUUID().replaceAll('-', '')}`,
          createdAt: p.paidAt,
          updatedAt: p.paidAt,
        })),
      ),
    );
    await insertInChunks(paidByCard, 100, (chunk) =>
      tx.insert(paymentRecords).values(
        chunk.map((p) => ({
          bookingId: p.booking.id,
          kind: 'payment' as const,
          method: 'card' as const,
          amountCents: p.paidCents,
          intentId: p.intentId,
          createdAt: p.paidAt,
        })),
      ),
    );
    // What went back to the card at a cancellation: the sandbox's refund and the hotel's record of it, dated then.
    const refunded = paidByCard.flatMap(({ booking, seedId, intentId }) => {
      const refund = booking.billing.refund;
      return refund ? [{ booking, intentId, refundId: `re_sandbox_seed_${seedId}`, ...refund }] : [];
    });
    if (refunded.length > 0) {
      await tx
        .insert(sandboxRefunds)
        .values(refunded.map((r) => ({ id: r.refundId, intentId: r.intentId, amountCents: r.cents, createdAt: r.at })));
      await tx.insert(paymentRecords).values(
        refunded.map((r) => ({
          bookingId: r.booking.id,
          kind: 'refund' as const,
          method: 'card' as const,
          amountCents: r.cents,
          intentId: r.intentId,
          refundId: r.refundId,
          reason: OWED_REFUND_REASON,
          createdAt: r.at,
        })),
      );
    }
    // Bills marked paid without a card payment were paid at the desk.
    const paidAtDesk = plan.bookings.filter(
      (b) =>
        b.billing.status === 'confirmed' && !b.billing.paidAt && b.billing.amountCents + b.billing.refundDueCents > 0,
    );
    if (paidAtDesk.length > 0) {
      await tx.insert(paymentRecords).values(
        paidAtDesk.map((b) => ({
          bookingId: b.id,
          kind: 'payment' as const,
          method: 'desk' as const,
          amountCents: b.billing.amountCents + b.billing.refundDueCents,
          createdAt: b.createdAt,
        })),
      );
    }
    const lines = plan.bookings.flatMap((b) =>
      openingLines({ ...b, roomNumber: b.room, cancellation: b.cancellation ?? null }, b.billing.amountCents),
    );
    await insertInChunks(lines, 200, (chunk) => tx.insert(folioLines).values(chunk));
    const guestName = new Map(plan.users.map((u) => [u.key, u.name]));
    await tx.insert(reviews).values(
      plan.reviews.map((r) => ({
        id: r.id,
        roomId: idOf(roomId, r.room),
        guestId: idOf(userId, r.guest),
        bookingId: r.bookingId,
        authorName: guestName.get(r.guest)!,
        rating: r.rating,
        comment: r.comment,
        createdAt: r.createdAt,
      })),
    );
    await tx.insert(tasks).values(
      plan.tasks.map((t) => ({
        id: t.id,
        roomId: idOf(roomId, t.room),
        title: t.room,
        description: t.description,
        assignedTo: idOf(userId, t.assignee),
        dueDate: t.dueDate,
        priority: t.priority,
        type: t.type,
        status: t.status,
        bookingId: t.bookingId ?? null,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      })),
    );
    return true;
  });

  if (loaded) {
    opts.log?.(
      `Demo hotel: ${plan.users.length} users, ${plan.rooms.length} rooms, ${imageRows.length} pictures, ` +
        `${plan.bookings.length} bookings, ${plan.reviews.length} reviews, ${plan.tasks.length} tasks ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return loaded;
}
