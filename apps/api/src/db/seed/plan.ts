/**
 * The demo hotel's rows, planned in memory relative to the seed date T (the hotel's today). Pure: the same
 * (today, now) always gives the same rows apart from their random ids. seed.ts writes them.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../lib/hotel-time.js';
import {
  CAPACITY,
  DEMO_GUEST,
  type DemoRoom,
  type DemoUser,
  MAINTENANCE_ROOM,
  OTHER_GUESTS,
  PRNG_SEED,
  REVIEW_COMMENTS,
  ROOMS,
  SERVICES,
  STAFF,
  VIEW_WORDS,
} from './demo-data.js';
import { intBetween, mulberry32, pick, type Rng } from './random.js';

type BookingStatus = 'reserved' | 'checked-in' | 'checked-out' | 'cancelled';
type BillingStatus = 'pending' | 'confirmed';

export interface PlannedBooking {
  id: string;
  guest: string;
  room: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  status: BookingStatus;
  services: string[];
  totalCents: number;
  createdBy: string;
  createdAt: Date;
  billing: {
    id: string;
    amountCents: number;
    status: BillingStatus;
    refundDueCents: number;
    paidAt?: Date;
    /** What was given back to the card, and when: at the cancellation, as the cancel service does. */
    refund?: { cents: number; at: Date };
  };
  cancellation?: { chargeCents: number; cancelledAt: Date };
}

export interface PlannedReview {
  id: string;
  bookingId: string;
  guest: string;
  room: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

export interface PlannedTask {
  id: string;
  room: string;
  description: string;
  assignee: string;
  dueDate: string;
  priority: 'low' | 'medium' | 'high';
  type: 'cleaning' | 'maintenance' | 'inspection';
  status: 'pending' | 'in-progress' | 'completed';
  bookingId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoPlan {
  users: (DemoUser & { id: string; createdAt: Date })[];
  rooms: (DemoRoom & {
    id: string;
    status: 'available' | 'occupied' | 'cleaning' | 'maintenance';
    capacity: number;
    createdAt: Date;
  })[];
  bookings: PlannedBooking[];
  reviews: PlannedReview[];
  tasks: PlannedTask[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** An instant on a stay date, at an hour of the day (UTC is close enough for creation stamps). */
const at = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + hour * HOUR);

export function planDemoHotel(today: string, now: Date): DemoPlan {
  const rng: Rng = mulberry32(PRNG_SEED);
  const T = (n: number) => addDays(today, n);
  const notAfterNow = (d: Date, slackHours = 1) =>
    d.getTime() > now.getTime() - slackHours * HOUR ? new Date(now.getTime() - slackHours * HOUR) : d;

  const roomsCreatedAt = new Date(now.getTime() - 420 * DAY);
  const rooms = ROOMS.map((room) => ({
    ...room,
    id: randomUUID(),
    capacity: CAPACITY[room.type],
    status: 'available' as DemoPlan['rooms'][number]['status'],
    createdAt: roomsCreatedAt,
  }));
  const roomBy = new Map(rooms.map((r) => [r.roomNumber, r]));
  const others = OTHER_GUESTS.map((g) => g.key);

  const bookings: PlannedBooking[] = [];
  const byRoom = new Map<string, [string, string][]>();
  const byGuest = new Map<string, [string, string][]>();
  const overlaps = (list: [string, string][] | undefined, a: string, b: string) =>
    (list ?? []).some(([x, y]) => a < y && x < b);
  const free = (room: string, guest: string | undefined, a: string, b: string) =>
    !overlaps(byRoom.get(room), a, b) && (guest === undefined || !overlaps(byGuest.get(guest), a, b));

  interface Stay {
    guest: string;
    room: string;
    from: number;
    to: number;
    status: BookingStatus;
    billing?: BillingStatus;
    guests?: number;
    services?: string[];
    byDesk?: boolean;
    /** Cancelled stays: was it paid, and was it cancelled late (first night charged)? */
    cancel?: { paid: boolean; late: boolean; daysBefore: number };
  }

  const add = (s: Stay): PlannedBooking => {
    const room = roomBy.get(s.room)!;
    const checkIn = T(s.from);
    const checkOut = T(s.to);
    if (s.status !== 'cancelled') {
      if (!free(s.room, s.guest, checkIn, checkOut))
        throw new Error(`Demo plan overlaps in room ${s.room} at ${checkIn}`);
      byRoom.set(s.room, [...(byRoom.get(s.room) ?? []), [checkIn, checkOut]]);
      byGuest.set(s.guest, [...(byGuest.get(s.guest) ?? []), [checkIn, checkOut]]);
    }
    const nights = s.to - s.from;
    const totalCents = nights * room.priceCents;
    const lead = intBetween(rng, 3, 45);
    const createdAt = notAfterNow(new Date(at(checkIn, 9 + rng() * 10).getTime() - lead * DAY), 2 + rng() * 30);
    const byDesk = s.byDesk ?? rng() < 0.2;
    const billingStatus: BillingStatus = s.billing ?? (s.status === 'reserved' ? 'pending' : 'confirmed');
    const paidAt =
      billingStatus === 'confirmed' ? new Date(createdAt.getTime() + intBetween(rng, 3, 40) * 60_000) : undefined;
    const booking: PlannedBooking = {
      id: randomUUID(),
      guest: s.guest,
      room: s.room,
      checkIn,
      checkOut,
      guests: s.guests ?? Math.min(room.capacity, rng() < 0.6 ? 2 : 1),
      status: s.status,
      services: s.services ?? SERVICES.filter(() => rng() < 0.22),
      totalCents,
      createdBy: byDesk ? 'receptionist' : s.guest,
      createdAt,
      billing: { id: randomUUID(), amountCents: totalCents, status: billingStatus, refundDueCents: 0, paidAt },
    };
    if (s.cancel) {
      // As the cancel service leaves it: the bill is what the hotel keeps, and what was paid beyond it went back
      // to the card at the cancellation (the card provider answered; nothing is left owed).
      const chargeCents = s.cancel.late ? room.priceCents : 0;
      const cancelledAt = notAfterNow(
        new Date(at(checkIn, 15).getTime() - (s.cancel.late ? 10 * HOUR : s.cancel.daysBefore * DAY)),
      );
      booking.cancellation = { chargeCents, cancelledAt };
      const refundCents = totalCents - chargeCents;
      booking.billing = s.cancel.paid
        ? {
            id: booking.billing.id,
            amountCents: chargeCents,
            status: 'confirmed',
            refundDueCents: 0,
            paidAt,
            ...(refundCents > 0 ? { refund: { cents: refundCents, at: cancelledAt } } : {}),
          }
        : {
            id: booking.billing.id,
            amountCents: chargeCents,
            status: chargeCents > 0 ? 'pending' : 'confirmed',
            refundDueCents: 0,
          };
    }
    bookings.push(booking);
    return booking;
  };

  // The demo guest: two past stays (the second not yet reviewed), one unpaid and one paid future stay, one cancelled.
  const olivia = DEMO_GUEST.key;
  const oliviaReviewed = add({
    guest: olivia,
    room: '201',
    from: -41,
    to: -38,
    status: 'checked-out',
    guests: 1,
    services: ['Wake-up Call'],
  });
  const oliviaUnreviewed = add({
    guest: olivia,
    room: '301',
    from: -12,
    to: -9,
    status: 'checked-out',
    guests: 2,
    services: ['Room Service'],
  });
  add({
    guest: olivia,
    room: '302',
    from: 9,
    to: 12,
    status: 'reserved',
    billing: 'pending',
    guests: 2,
    services: ['Wake-up Call'],
    byDesk: false,
  });
  add({
    guest: olivia,
    room: '401',
    from: 24,
    to: 27,
    status: 'reserved',
    billing: 'confirmed',
    guests: 2,
    services: ['Room Service', 'Laundry'],
    byDesk: false,
  });
  add({
    guest: olivia,
    room: '104',
    from: 5,
    to: 7,
    status: 'cancelled',
    guests: 2,
    services: [],
    byDesk: false,
    cancel: { paid: true, late: false, daysBefore: 3 },
  });

  // In the house now; two of them leave today.
  add({ guest: 'thornton', room: '202', from: -2, to: 1, status: 'checked-in', guests: 2, services: ['Room Service'] });
  add({ guest: 'laurent', room: '301', from: -3, to: 0, status: 'checked-in', guests: 2, services: ['Laundry'] });
  add({
    guest: 'tanaka',
    room: '401',
    from: -1,
    to: 3,
    status: 'checked-in',
    guests: 2,
    byDesk: true,
    services: ['Wake-up Call', 'Room Service'],
  });
  add({
    guest: 'davies',
    room: '104',
    from: -4,
    to: 0,
    status: 'checked-in',
    billing: 'pending',
    guests: 1,
    services: [],
  });
  // Arriving today.
  add({
    guest: 'moreno',
    room: '204',
    from: 0,
    to: 2,
    status: 'reserved',
    billing: 'confirmed',
    guests: 2,
    services: ['Wake-up Call'],
  });
  add({
    guest: 'okafor',
    room: '303',
    from: 0,
    to: 4,
    status: 'reserved',
    billing: 'confirmed',
    guests: 3,
    byDesk: true,
    services: ['Room Service'],
  });
  // Left this morning and yesterday: those rooms are being cleaned.
  const leftToday = add({
    guest: 'weiss',
    room: '303',
    from: -3,
    to: 0,
    status: 'checked-out',
    guests: 2,
    services: ['Laundry'],
  });
  const leftYesterday = add({
    guest: 'fontaine',
    room: '102',
    from: -4,
    to: -1,
    status: 'checked-out',
    guests: 1,
    services: [],
  });
  // A late cancellation (first night charged) last month.
  add({
    guest: 'davies',
    room: '302',
    from: -30,
    to: -27,
    status: 'cancelled',
    guests: 2,
    cancel: { paid: true, late: true, daysBefore: 0 },
  });

  // History: stays over the last year, denser in the last three months, none overlapping.
  const stayGuest = (room: string, a: string, b: string) => {
    for (let i = 0; i < 8; i++) {
      const g = pick(rng, others);
      if (free(room, g, a, b)) return g;
    }
    return undefined;
  };
  for (const room of rooms) {
    let end = -intBetween(rng, 1, 6);
    while (end > -365) {
      const nights = room.type === 'suite' ? intBetween(rng, 2, 6) : intBetween(rng, 1, 5);
      const start = end - nights;
      if (start < -365) break;
      const guest = stayGuest(room.roomNumber, T(start), T(end));
      if (guest && free(room.roomNumber, undefined, T(start), T(end))) {
        add({ guest, room: room.roomNumber, from: start, to: end, status: 'checked-out' });
      }
      const gap =
        start > -30 ? intBetween(rng, 14, 26) : start > -90 ? intBetween(rng, 36, 60) : intBetween(rng, 200, 300);
      end = start - gap;
    }
    // Some future reservations (never for the room out of service).
    if (room.roomNumber !== MAINTENANCE_ROOM && rng() < 0.5) {
      const from = intBetween(rng, 2, 45);
      const to = from + intBetween(rng, 2, 5);
      const guest = stayGuest(room.roomNumber, T(from), T(to));
      if (guest)
        add({
          guest,
          room: room.roomNumber,
          from,
          to,
          status: 'reserved',
          billing: rng() < 0.35 ? 'pending' : 'confirmed',
        });
    }
  }
  bookings.sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.room < b.room ? -1 : 1));

  // Reviews: most stays, most rooms; the demo guest's latest stay is left for them to review.
  const pools = { 5: [...REVIEW_COMMENTS[5]], 4: [...REVIEW_COMMENTS[4]], 3: [...REVIEW_COMMENTS[3]] };
  const reviews: PlannedReview[] = [];
  const review = (b: PlannedBooking, rating: 3 | 4 | 5) => {
    const pool = pools[rating];
    if (pool.length === 0) pool.push(...REVIEW_COMMENTS[rating]);
    const comment = pool.splice(Math.floor(rng() * pool.length), 1)[0]!;
    const room = roomBy.get(b.room)!;
    reviews.push({
      id: randomUUID(),
      bookingId: b.id,
      guest: b.guest,
      room: b.room,
      rating,
      comment: comment.replace('{view}', VIEW_WORDS[room.view]),
      createdAt: notAfterNow(at(addDays(b.checkOut, intBetween(rng, 0, 3)), 12 + rng() * 9)),
    });
  };
  review(oliviaReviewed, 5);
  for (const b of bookings) {
    if (b.status !== 'checked-out' || b === oliviaReviewed || b === oliviaUnreviewed || b.room === '402') continue;
    if (b === leftToday || rng() < 0.5) continue;
    const roll = rng();
    review(b, roll < 0.58 ? 5 : roll < 0.9 ? 4 : 3);
  }
  // Every room but the penthouse gets at least one voice.
  for (const room of rooms) {
    if (room.roomNumber === '402' || reviews.some((r) => r.room === room.roomNumber)) continue;
    const last = bookings
      .filter(
        (b) => b.room === room.roomNumber && b.status === 'checked-out' && b !== oliviaUnreviewed && b !== leftToday,
      )
      .pop();
    if (last) review(last, 5);
  }

  // Housekeeping: the demo housekeeper has work in every status, type and priority; a colleague has some too.
  const tasks: PlannedTask[] = [];
  const task = (t: Omit<PlannedTask, 'id' | 'dueDate' | 'createdAt' | 'updatedAt'> & { due: number }): void => {
    const dueDate = T(t.due);
    const createdAt = notAfterNow(at(T(Math.min(t.due, 0) - 1), 8 + rng() * 3));
    const updatedAt =
      t.status === 'pending' ? createdAt : notAfterNow(new Date(at(dueDate, 10 + rng() * 6).getTime()), 0.5);
    const { due: _due, ...rest } = t;
    tasks.push({
      ...rest,
      id: randomUUID(),
      dueDate,
      createdAt,
      updatedAt: new Date(Math.max(updatedAt.getTime(), createdAt.getTime())),
    });
  };
  const rosa = 'housekeeping';
  const mateo = 'housekeeping2';
  task({
    room: '303',
    assignee: rosa,
    type: 'cleaning',
    status: 'pending',
    priority: 'high',
    due: 0,
    bookingId: leftToday.id,
    description:
      'Departure clean before the 3 PM arrival: full linen change, restock the minibar, fresh orchids and a welcome card for Mr Okafor.',
  });
  task({
    room: '102',
    assignee: rosa,
    type: 'cleaning',
    status: 'in-progress',
    priority: 'medium',
    due: 0,
    bookingId: leftYesterday.id,
    description: 'Deep clean after departure: shampoo the armchair, polish the brass and replace the bathrobes.',
  });
  task({
    room: MAINTENANCE_ROOM,
    assignee: rosa,
    type: 'maintenance',
    status: 'in-progress',
    priority: 'high',
    due: 1,
    description:
      'Rain shower temperature fluctuates: replace the thermostatic cartridge and reseal the terrace door. Room out of service until done.',
  });
  task({
    room: '401',
    assignee: rosa,
    type: 'inspection',
    status: 'pending',
    priority: 'medium',
    due: 1,
    description: 'Mid-stay check of the suite: chandelier bulbs, terrace door seal and the butler pantry stock.',
  });
  task({
    room: '204',
    assignee: rosa,
    type: 'inspection',
    status: 'pending',
    priority: 'low',
    due: 0,
    description: 'Pre-arrival inspection for the 3 PM check-in: lights, remote, welcome amenity.',
  });
  task({
    room: '101',
    assignee: rosa,
    type: 'cleaning',
    status: 'completed',
    priority: 'medium',
    due: -1,
    description: 'Departure clean and linen change.',
  });
  task({
    room: '302',
    assignee: rosa,
    type: 'maintenance',
    status: 'completed',
    priority: 'low',
    due: -3,
    description: 'Regrout the shower niche and replace the basin waste seal.',
  });
  task({
    room: '104',
    assignee: rosa,
    type: 'inspection',
    status: 'completed',
    priority: 'high',
    due: -5,
    description: 'Post-repair inspection of the heated bathroom floor.',
  });
  task({
    room: '402',
    assignee: rosa,
    type: 'inspection',
    status: 'pending',
    priority: 'low',
    due: 2,
    description: 'Quarterly inspection of the penthouse: upholstery, carpets and the spa bathroom fittings.',
  });
  task({
    room: '202',
    assignee: mateo,
    type: 'cleaning',
    status: 'pending',
    priority: 'medium',
    due: 1,
    description: 'Stay-over service: fresh towels, turndown at 7 PM.',
  });
  task({
    room: '301',
    assignee: mateo,
    type: 'cleaning',
    status: 'pending',
    priority: 'high',
    due: 0,
    description: 'Departure clean after the 11 AM check-out.',
  });
  task({
    room: '201',
    assignee: mateo,
    type: 'inspection',
    status: 'completed',
    priority: 'low',
    due: -2,
    description: 'Check the desk lamp and the library shelves.',
  });

  // Room statuses follow the bookings and tasks: in use, being cleaned, out of service, or ready.
  const inHouse = new Set(bookings.filter((b) => b.status === 'checked-in').map((b) => b.room));
  for (const room of rooms) {
    if (room.roomNumber === MAINTENANCE_ROOM) room.status = 'maintenance';
    else if (inHouse.has(room.roomNumber)) room.status = 'occupied';
    else if (tasks.some((t) => t.room === room.roomNumber && t.type === 'cleaning' && t.status !== 'completed'))
      room.status = 'cleaning';
  }

  // People: staff long-standing, guests registered a little before their first booking.
  const users: DemoPlan['users'] = [...STAFF, DEMO_GUEST, ...OTHER_GUESTS].map((u, i) => {
    const first = bookings
      .filter((b) => b.guest === u.key)
      .reduce((m, b) => Math.min(m, b.createdAt.getTime()), now.getTime());
    const createdAt =
      u.role === 'guest' ? new Date(first - (7 + i) * DAY) : new Date(now.getTime() - (720 - i * 40) * DAY);
    return { ...u, id: randomUUID(), createdAt };
  });
  return { users, rooms, bookings, reviews, tasks };
}
