import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { addDays, hotelToday } from '../../lib/hotel-time.js';
import { verifyPassword } from '../../lib/passwords.js';
import { folioTotals } from '../../modules/folio/folio.repository.js';
import { createPaymentsService } from '../../modules/payments/payments.service.js';
import { createPaymentProvider } from '../../payments/index.js';
import type { Database } from '../client.js';
import {
  billings,
  bookings,
  paymentRecords,
  reviews,
  roomImages,
  roomImageVariants,
  rooms,
  sandboxRefunds,
  tasks,
  users,
} from '../schema.js';
import { seedDemoHotel } from './seed.js';

const TIME_ZONE = 'America/New_York';
// 01:30 UTC is still the previous evening in New York: the stays must follow the hotel's date, not UTC's.
const NOW = new Date('2026-03-15T01:30:00Z');
const T = hotelToday(TIME_ZONE, NOW);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
const nights = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

let database: Database;
let drop: () => Promise<void>;
let seeded: boolean;
let data: {
  users: (typeof users.$inferSelect)[];
  rooms: (typeof rooms.$inferSelect)[];
  images: Omit<typeof roomImages.$inferSelect, 'data'>[];
  imageHeads: Map<string, Buffer>;
  variants: { imageId: string; width: number; head: Buffer }[];
  bookings: (typeof bookings.$inferSelect)[];
  billings: (typeof billings.$inferSelect)[];
  reviews: (typeof reviews.$inferSelect)[];
  tasks: (typeof tasks.$inferSelect)[];
};

async function counts(db: Database['db']) {
  return Promise.all(
    [users, rooms, roomImages, roomImageVariants, bookings, billings, reviews, tasks].map((t) => db.$count(t)),
  );
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  seeded = await seedDemoHotel(database.db, { timeZone: TIME_ZONE, now: NOW });
  const db = database.db;
  const imageRows = await db
    .select({
      id: roomImages.id,
      roomId: roomImages.roomId,
      fileName: roomImages.fileName,
      position: roomImages.position,
      contentType: roomImages.contentType,
      width: roomImages.width,
      height: roomImages.height,
      createdAt: roomImages.createdAt,
      head: sql<Buffer>`substring(${roomImages.data} from 1 for 16)`,
    })
    .from(roomImages);
  const variantRows = await db
    .select({
      imageId: roomImageVariants.imageId,
      width: roomImageVariants.width,
      head: sql<Buffer>`substring(${roomImageVariants.data} from 1 for 16)`,
    })
    .from(roomImageVariants);
  data = {
    users: await db.select().from(users),
    rooms: await db.select().from(rooms),
    images: imageRows.map(({ head: _h, ...rest }) => rest),
    imageHeads: new Map(imageRows.map((r) => [r.id, Buffer.from(r.head)])),
    variants: variantRows.map((v) => ({ ...v, head: Buffer.from(v.head) })),
    bookings: await db.select().from(bookings),
    billings: await db.select().from(billings),
    reviews: await db.select().from(reviews),
    tasks: await db.select().from(tasks),
  };
}, 180_000);

afterAll(async () => {
  await drop?.();
});

describe('the demo hotel', () => {
  it('loads into an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('has the five demo accounts, a second housekeeper and a handful of guests, each with its own hash of demo1234', async () => {
    const byRole = (role: string) => data.users.filter((u) => u.role === role);
    expect(byRole('admin')).toHaveLength(1);
    expect(byRole('manager')).toHaveLength(1);
    expect(byRole('receptionist')).toHaveLength(1);
    expect(byRole('housekeeping')).toHaveLength(2);
    expect(byRole('guest').length).toBeGreaterThanOrEqual(7);
    expect(byRole('guest').length).toBeLessThanOrEqual(9);
    for (const email of ['admin', 'manager', 'receptionist', 'housekeeping', 'guest'].map((r) => `${r}@hotel.test`)) {
      const user = data.users.find((u) => u.email === email);
      expect(user, email).toBeDefined();
      expect(user!.name).toMatch(/^\S+ \S+/);
      expect(await verifyPassword(user!.passwordHash, 'demo1234')).toBe(true);
      expect(await verifyPassword(user!.passwordHash, 'demo12345')).toBe(false);
    }
    for (const staff of data.users.filter((u) => u.role !== 'guest')) expect(staff.contact).toMatch(/\d{3}/);
    expect(new Set(data.users.map((u) => u.passwordHash)).size).toBe(data.users.length);
    expect(data.users.every((u) => u.status === 'active')).toBe(true);
  });

  it('has at least twelve rooms of all four types, one under maintenance, some discounted', () => {
    expect(data.rooms.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.rooms.map((r) => r.type))).toEqual(new Set(['single', 'double', 'suite', 'deluxe']));
    expect(data.rooms.filter((r) => r.status === 'maintenance')).toHaveLength(1);
    // A room being cleaned is dirty; the others were left clean.
    for (const room of data.rooms) expect(room.housekeeping).toBe(room.status === 'cleaning' ? 'dirty' : 'clean');
    expect(data.rooms.some((r) => r.housekeeping === 'dirty')).toBe(true);
    const capacity = { single: 1, double: 2, deluxe: 2, suite: 4 } as const;
    for (const room of data.rooms) {
      expect(room.roomNumber).toMatch(/^[1-9]0\d$/);
      expect(room.capacity).toBe(capacity[room.type as keyof typeof capacity]);
      expect(room.description.length).toBeGreaterThan(120);
      expect(room.features).toHaveLength(1);
      expect(room.features[0]!.split(', ').length).toBeGreaterThanOrEqual(6);
      expect(room.priceCents).toBeGreaterThanOrEqual(15_000);
      if (room.originalPriceCents !== null) expect(room.originalPriceCents).toBeGreaterThan(room.priceCents);
    }
    expect(data.rooms.filter((r) => r.originalPriceCents !== null).length).toBeGreaterThanOrEqual(2);
    const avg = (type: string) => {
      const list = data.rooms.filter((r) => r.type === type);
      return list.reduce((s, r) => s + r.priceCents, 0) / list.length;
    };
    expect(avg('single')).toBeLessThan(avg('double'));
    expect(avg('double')).toBeLessThan(avg('deluxe'));
    expect(avg('deluxe')).toBeLessThan(avg('suite'));
  });

  it('gives every room two to four WebP pictures with 480 and 960 px renditions', () => {
    for (const room of data.rooms) {
      const images = data.images.filter((i) => i.roomId === room.id).sort((a, b) => a.position - b.position);
      expect(images.length, room.roomNumber).toBeGreaterThanOrEqual(2);
      expect(images.length, room.roomNumber).toBeLessThanOrEqual(4);
      images.forEach((image, i) => {
        expect(image.position).toBe(i);
        expect(image.fileName).toBe(`${image.id}.webp`);
        expect(image.id).toMatch(UUID);
        expect(image.contentType).toBe('image/webp');
        expect([image.width, image.height]).toEqual([1200, 800]);
        expect(isWebp(data.imageHeads.get(image.id)!)).toBe(true);
        const variants = data.variants.filter((v) => v.imageId === image.id);
        expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([480, 960]);
        for (const v of variants) expect(isWebp(v.head)).toBe(true);
      });
    }
  });

  it('has a year of bookings around today: past, in the house, arriving and leaving today, future, cancelled', () => {
    const list = data.bookings;
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(list.length).toBeLessThanOrEqual(90);
    for (const status of ['reserved', 'checked-in', 'checked-out', 'cancelled']) {
      expect(
        list.some((b) => b.status === status),
        status,
      ).toBe(true);
    }
    expect(list.filter((b) => b.status === 'reserved' && b.checkIn === T).length).toBeGreaterThanOrEqual(1);
    expect(list.filter((b) => b.status === 'checked-in' && b.checkOut === T).length).toBeGreaterThanOrEqual(1);
    expect(list.filter((b) => b.status === 'checked-in' && b.checkOut > T).length).toBeGreaterThanOrEqual(1);
    for (const b of list) {
      if (b.status === 'checked-out') expect(b.checkOut <= T, `${b.checkIn} ${b.checkOut}`).toBe(true);
      if (b.status === 'checked-in') expect(b.checkIn < T && b.checkOut >= T).toBe(true);
      if (b.status === 'reserved') expect(b.checkIn >= T).toBe(true);
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const past = list.filter((b) => b.status === 'checked-out');
    expect(past.filter((b) => b.checkIn >= addDays(T, -90)).length).toBeGreaterThanOrEqual(15);
    expect(past.filter((b) => b.checkIn < addDays(T, -90)).length).toBeGreaterThanOrEqual(5);
    expect(past.every((b) => b.checkIn >= addDays(T, -366))).toBe(true);
  });

  it('bills every booking exactly once, at nights × the nightly price', () => {
    const roomBy = new Map(data.rooms.map((r) => [r.id, r]));
    const byBooking = new Map(data.billings.map((b) => [b.bookingId, b]));
    expect(data.billings).toHaveLength(data.bookings.length);
    const staffIds = new Set(data.users.filter((u) => u.role === 'receptionist').map((u) => u.id));
    for (const b of data.bookings) {
      const bill = byBooking.get(b.id);
      expect(bill).toBeDefined();
      expect(b.totalCents).toBe(nights(b.checkIn, b.checkOut) * roomBy.get(b.roomId)!.priceCents);
      expect(b.createdBy === b.guestId || staffIds.has(b.createdBy!)).toBe(true);
      expect(b.guests).toBeLessThanOrEqual(roomBy.get(b.roomId)!.capacity);
      if (b.status === 'cancelled') {
        expect(b.cancelledAt).not.toBeNull();
        expect(bill!.amountCents).toBe(b.cancellationChargeCents);
        continue;
      }
      expect(bill!.amountCents).toBe(b.totalCents);
      if (b.status === 'checked-out') expect(bill!.status).toBe('confirmed');
      if (bill!.status === 'confirmed') expect(bill!.paymentMethod).toBe('card');
      if (bill!.status === 'pending') expect(bill!.paymentMethod).toBeNull();
    }
    expect(data.billings.some((b) => b.status === 'pending')).toBe(true);
  });

  it('never double-books a room, and room statuses agree with the stays and tasks', () => {
    const active = data.bookings.filter((b) => b.status !== 'cancelled');
    for (const a of active) {
      for (const b of active) {
        if (a.id < b.id && a.roomId === b.roomId) {
          expect(
            a.checkIn < b.checkOut && b.checkIn < a.checkOut,
            `${a.checkIn}/${a.checkOut} vs ${b.checkIn}/${b.checkOut}`,
          ).toBe(false);
        }
      }
    }
    for (const room of data.rooms) {
      const stays = data.bookings.filter((b) => b.roomId === room.id);
      const inHouse = stays.some((b) => b.status === 'checked-in');
      expect(room.status === 'occupied', room.roomNumber).toBe(inHouse);
      if (room.status === 'maintenance') {
        expect(stays.some((b) => b.status === 'reserved' || b.status === 'checked-in')).toBe(false);
      }
      if (room.status === 'cleaning') {
        expect(data.tasks.some((t) => t.roomId === room.id && t.type === 'cleaning' && t.status !== 'completed')).toBe(
          true,
        );
        expect(stays.some((b) => b.status === 'checked-out' && b.checkOut >= addDays(T, -2))).toBe(true);
      }
    }
    expect(data.rooms.some((r) => r.status === 'cleaning')).toBe(true);
    expect(data.rooms.some((r) => r.status === 'available')).toBe(true);
  });

  it('has reviews on most rooms, each from a checked-out stay of that guest in that room', () => {
    const bookingBy = new Map(data.bookings.map((b) => [b.id, b]));
    const userBy = new Map(data.users.map((u) => [u.id, u]));
    const reviewed = new Set(data.reviews.map((r) => r.roomId));
    expect(reviewed.size).toBeGreaterThanOrEqual(data.rooms.length - 2);
    expect(new Set(data.reviews.map((r) => r.bookingId)).size).toBe(data.reviews.length);
    for (const r of data.reviews) {
      const b = bookingBy.get(r.bookingId!);
      expect(b?.status).toBe('checked-out');
      expect(b?.roomId).toBe(r.roomId);
      expect(b?.guestId).toBe(r.guestId);
      expect(r.authorName).toBe(userBy.get(r.guestId!)!.name);
      expect(r.rating).toBeGreaterThanOrEqual(3);
      expect(r.comment.length).toBeGreaterThan(40);
      expect(r.comment).not.toContain('{');
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('gives the demo guest a stay to review and at most two unpaid reservations', () => {
    const guest = data.users.find((u) => u.email === 'guest@hotel.test')!;
    const mine = data.bookings.filter((b) => b.guestId === guest.id);
    const reviewedIds = new Set(data.reviews.map((r) => r.bookingId));
    const past = mine.filter((b) => b.status === 'checked-out');
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.some((b) => !reviewedIds.has(b.id))).toBe(true);
    const billBy = new Map(data.billings.map((b) => [b.bookingId, b]));
    const unpaid = mine.filter((b) => b.status === 'reserved' && billBy.get(b.id)!.status === 'pending');
    expect(unpaid.length).toBeGreaterThanOrEqual(1);
    expect(unpaid.length).toBeLessThanOrEqual(2);
    expect(mine.some((b) => b.status === 'reserved' && billBy.get(b.id)!.status === 'confirmed')).toBe(true);
  });

  it('gives the demo housekeeper tasks in every status, type and priority, titled by room number', () => {
    const rosa = data.users.find((u) => u.email === 'housekeeping@hotel.test')!;
    const mine = data.tasks.filter((t) => t.assignedTo === rosa.id);
    expect(new Set(mine.map((t) => t.status))).toEqual(new Set(['pending', 'in-progress', 'completed']));
    expect(new Set(mine.map((t) => t.type))).toEqual(new Set(['cleaning', 'maintenance', 'inspection']));
    expect(new Set(mine.map((t) => t.priority))).toEqual(new Set(['low', 'medium', 'high']));
    const roomBy = new Map(data.rooms.map((r) => [r.id, r]));
    for (const t of data.tasks) {
      expect(t.title).toBe(roomBy.get(t.roomId)!.roomNumber);
      expect(t.dueDate >= addDays(T, -7) && t.dueDate <= addDays(T, 7)).toBe(true);
    }
    const other = data.users.find((u) => u.email === 'housekeeping2@hotel.test')!;
    expect(data.tasks.some((t) => t.assignedTo === other.id)).toBe(true);
  });

  it('every bill paid by card has its payment on record: what was paid is what the hotel keeps plus what it gave back', async () => {
    const result = await database.db.execute(sql`
      select b.id, b.amount_cents + b.refund_due_cents as expected,
        (select coalesce(sum(pr.amount_cents) filter (where pr.kind = 'payment'), 0)::int
          - coalesce(sum(pr.amount_cents) filter (where pr.kind = 'refund'), 0)::int
          from payment_records pr where pr.booking_id = b.booking_id) as kept
      from billings b where b.payment_method = 'card'`);
    const rows = (result as unknown as { rows: { id: string; expected: number; kept: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.kept, row.id).toBe(row.expected);
  });

  it('gave back a paid stay’s money at its cancellation: nothing is owed, and each refund is dated then', async () => {
    const paidAndCancelled = data.bookings.filter(
      (b) => b.status === 'cancelled' && data.billings.find((x) => x.bookingId === b.id)!.paymentMethod === 'card',
    );
    expect(paidAndCancelled.length).toBeGreaterThanOrEqual(2);
    expect(data.billings.filter((b) => b.refundDueCents > 0)).toEqual([]);
    const refunds = await database.db.select().from(paymentRecords).where(eq(paymentRecords.kind, 'refund'));
    const inSandbox = await database.db.select().from(sandboxRefunds);
    for (const stay of paidAndCancelled) {
      const totals = await folioTotals(database.db, stay.id);
      const bill = data.billings.find((x) => x.bookingId === stay.id)!;
      // The folio agrees with the bill: what the stay charged is what the hotel kept.
      expect(totals.chargedCents, stay.id).toBe(bill.amountCents);
      expect(totals.paidCents - totals.refundedCents, stay.id).toBe(bill.amountCents);
      const refund = refunds.find((r) => r.bookingId === stay.id);
      if (totals.paidCents === bill.amountCents) {
        expect(refund, stay.id).toBeUndefined();
        continue;
      }
      expect(refund, stay.id).toMatchObject({ method: 'card', amountCents: totals.paidCents - bill.amountCents });
      expect(refund!.createdAt).toEqual(stay.cancelledAt);
      expect(inSandbox.find((r) => r.id === refund!.refundId)).toMatchObject({
        intentId: refund!.intentId,
        amountCents: refund!.amountCents,
      });
    }
    // The demo guest's own cancelled stay shows its refund.
    const guest = data.users.find((u) => u.email === 'guest@hotel.test')!;
    const own = paidAndCancelled.filter((b) => b.guestId === guest.id);
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(refunds.some((r) => own.some((b) => b.id === r.bookingId))).toBe(true);
  });

  it('leaves the first start nothing to reconcile: no payment to apply, no refund to make', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false' });
    const ctx: AppContext = { config, database, secret: 'test-secret-that-is-long-enough-0123456789', now: () => NOW };
    const before = await database.db.$count(paymentRecords);
    expect(await createPaymentsService(ctx, createPaymentProvider(ctx)).reconcile()).toEqual({
      applied: 0,
      refunded: 0,
    });
    expect(await database.db.$count(paymentRecords)).toBe(before);
  });

  it('does nothing the second time', async () => {
    const before = await counts(database.db);
    expect(await seedDemoHotel(database.db, { timeZone: TIME_ZONE, now: NOW })).toBe(false);
    expect(await counts(database.db)).toEqual(before);
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@hotel.test'));
    expect(admin).toBeDefined();
  });
});
