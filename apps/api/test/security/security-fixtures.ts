import { randomUUID } from 'node:crypto';
import type { BillingStatus, BookingStatus, Role, RoomStatus, TaskStatus } from '@hotel/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { billings, bookings } from '../../src/db/schema.js';
import { addDays, hotelToday } from '../../src/lib/hotel-time.js';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../factories.js';
import { createTask } from '../panel-factories.js';
import { createReview, createRoomImage } from '../rooms-factories.js';
import { Client, type TestApp } from '../test-app.js';

/** Who calls: nobody, two unrelated guests, and one user of each staff role. */
export const PRINCIPALS = [
  'anonymous',
  'guestA',
  'guestB',
  'receptionist',
  'housekeeping',
  'manager',
  'admin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type SignedIn = Exclude<Principal, 'anonymous'>;

const ROLE_OF: Record<SignedIn, Role> = {
  guestA: 'guest',
  guestB: 'guest',
  receptionist: 'receptionist',
  housekeeping: 'housekeeping',
  manager: 'manager',
  admin: 'admin',
};

type User = Awaited<ReturnType<typeof createUser>>;
type Room = Awaited<ReturnType<typeof createRoom>>;

/** A fixed "now", so that stays, arrivals and deadlines in the probes are the same on every run. */
export const FIXED_NOW = '2031-01-15T10:00:00Z';

/**
 * The users, their signed-in clients and builders of fresh records. Probes that change or delete something
 * build their own target, so that no cell depends on the cells run before it.
 */
export interface World {
  t: TestApp;
  users: Record<SignedIn, User>;
  /** A second housekeeper, owner of tasks the `housekeeping` principal must not reach. */
  otherHousekeeper: User;
  /** A room that stays untouched, with one stored image. */
  room: Room;
  imageFile: string;
  today: string;
  client(principal: Principal): Client;
  /** A new client with its own session for the principal (for login, logout and other session changes). */
  freshClient(principal: Principal): Promise<Client>;
  freshRoom(overrides?: Parameters<typeof createRoom>[1]): Promise<Room>;
  freshGuest(): Promise<User>;
  freshStaff(role: Role): Promise<User>;
  /** A stay of `owner` in a new room; far in the future unless dates are given. */
  stay(
    owner: User,
    options?: {
      checkIn?: string;
      checkOut?: string;
      status?: BookingStatus;
      billing?: BillingStatus;
      roomStatus?: RoomStatus;
      /** Checked in at the app's clock's now (a check-in the desk may still undo). */
      checkedInNow?: boolean;
    },
  ): Promise<{ booking: typeof bookings.$inferSelect; billing: typeof billings.$inferSelect; room: Room }>;
  task(assignee: User, options?: { status?: TaskStatus }): Promise<Awaited<ReturnType<typeof createTask>>>;
  review(author: User): Promise<Awaited<ReturnType<typeof createReview>>>;
  /** Marks every unpaid reservation of the guest paid, so the cap on unpaid reservations stays out of the way. */
  settleUnpaid(guest: User): Promise<void>;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}-${randomUUID().slice(0, 8)}`;

export async function createWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  const entries = await Promise.all(
    (Object.keys(ROLE_OF) as SignedIn[]).map(
      async (p) => [p, await createUser(db, { role: ROLE_OF[p], name: `Principal ${p}` })] as const,
    ),
  );
  const users = Object.fromEntries(entries) as Record<SignedIn, User>;
  const otherHousekeeper = await createUser(db, { role: 'housekeeping', name: 'Other Housekeeper' });
  const room = await createRoom(db, { title: 'Untouched Suite', priceCents: 30000 });
  const { image } = await createRoomImage(db, room.id, { width: 480, height: 320 });

  const signIn = async (principal: Principal) => {
    const client = new Client(t.app);
    if (principal !== 'anonymous') await client.login(users[principal].email, TEST_PASSWORD);
    return client;
  };
  const clients = new Map<Principal, Client>();
  for (const p of ['anonymous', ...Object.keys(ROLE_OF)] as Principal[]) clients.set(p, await signIn(p));

  const today = hotelToday(t.config.hotelTimezone, t.clock.now());
  let stayOffset = 0;

  const world: World = {
    t,
    users,
    otherHousekeeper,
    room,
    imageFile: image.fileName,
    today,
    client: (p) => clients.get(p)!,
    freshClient: signIn,
    freshRoom: (overrides = {}) => createRoom(db, { roomNumber: unique('R'), ...overrides }),
    freshGuest: () => createUser(db, { role: 'guest', name: 'Fresh Guest' }),
    freshStaff: (role) => createUser(db, { role, name: `Fresh ${role}` }),
    async stay(owner, options = {}) {
      const r = await world.freshRoom({ status: options.roomStatus ?? 'available', priceCents: 20000 });
      // Each stay starts on its own day far ahead: nothing here is inside the cancellation window.
      stayOffset += 3;
      const checkIn = options.checkIn ?? addDays(today, 60 + stayOffset);
      const checkOut = options.checkOut ?? addDays(checkIn, 2);
      const { booking, billing } = await createBooking(
        db,
        {
          guestId: owner.id,
          roomId: r.id,
          checkIn,
          checkOut,
          status: options.status ?? 'reserved',
          totalCents: 40000,
          ...(options.checkedInNow ? { checkedInAt: t.clock.now() } : {}),
        },
        { status: options.billing ?? 'pending' },
      );
      return { booking, billing, room: r };
    },
    task: (assignee, options = {}) =>
      createTask(db, {
        roomId: room.id,
        title: room.roomNumber,
        assignedTo: assignee.id,
        dueDate: addDays(today, 1),
        status: options.status ?? 'pending',
      }),
    async review(author) {
      const { booking, room: r } = await world.stay(author, {
        checkIn: addDays(today, -10),
        checkOut: addDays(today, -8),
        status: 'checked-out',
        billing: 'confirmed',
      });
      return createReview(db, {
        roomId: r.id,
        rating: 5,
        guestId: author.id,
        bookingId: booking.id,
        authorName: author.name,
      });
    },
    async settleUnpaid(guest) {
      const own = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.guestId, guest.id));
      await db
        .update(billings)
        .set({ status: 'confirmed' })
        .where(and(eq(billings.status, 'pending'), inArray(billings.bookingId, own)));
    },
  };
  return world;
}
