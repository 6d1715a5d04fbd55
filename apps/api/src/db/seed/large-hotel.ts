import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';

/**
 * A bigger hotel for measuring the staff screens at scale (`SEED_EXTRA_ROOMS`, the benchmark's planner run):
 * `rooms` more rooms, and a year of stays in each (three nights, then a night free), from a month ago on.
 * The stays have no bills: the planner and the lists are what is measured, not money.
 */
export async function seedLargeHotel(db: Executor, options: { rooms: number; today: string; passwordHash: string }) {
  const { rooms, today, passwordHash } = options;
  await db.execute(sql`
    insert into rooms (room_number, title, type, price_cents, capacity, status, description)
    select 'L' || lpad(g::text, 3, '0'), 'Planner Room ' || g, (array['single','double','suite','deluxe'])[1 + g % 4],
           20000 + (g % 5) * 5000, 2 + g % 3, 'available', 'A room of the larger hotel the benchmark measures.'
    from generate_series(1, ${rooms}) g`);
  await db.execute(sql`
    insert into users (name, email, role, status, password_hash, is_demo)
    select 'Planner Guest ' || g, 'planner-guest-' || g || '@example.com', 'guest', 'active', ${passwordHash}, false
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into bookings (guest_id, room_id, check_in, check_out, status, total_cents, guests)
    select guest.id, room.id, ${today}::date - 30 + slot * 4, ${today}::date - 30 + slot * 4 + 3,
           case when slot * 4 + 3 <= 30 then 'checked-out' else 'reserved' end, room.price_cents * 3, 1
    from (select id, price_cents, row_number() over (order by room_number) as n from rooms where room_number like 'L%') room
    cross join generate_series(0, 91) slot
    join lateral (
      select id from users where email = 'planner-guest-' || (1 + (room.n * 92 + slot) % 200) || '@example.com'
    ) guest on true`);
}
