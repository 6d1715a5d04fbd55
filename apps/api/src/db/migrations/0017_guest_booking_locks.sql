-- The locks every write of a stay takes, defined once for the server's statements and the function below: a room's
-- booking lock (writes into one room follow each other instead of deadlocking inside the overlap constraint) and a
-- guest's reservations lock (two bookings by one guest at once cannot both pass the cap on unpaid reservations),
-- held until the transaction ends. The room's is always taken first.
CREATE OR REPLACE FUNCTION lock_room_bookings(room text) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('room-bookings'), hashtext(room));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lock_guest_reservations(guest text) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('guest-reservations'), hashtext(guest));
END $$;
--> statement-breakpoint
-- How many of a guest's reservations are unpaid and not yet ended on `since` (reserved, bill not confirmed): what
-- the cap on unpaid reservations counts. It reads the guest's reservations from their own index
-- (bookings_guest_reserved_idx), so it costs the same however many stays the hotel holds. PL/pgSQL, so a session
-- plans it once; STABLE, so it reads the snapshot of the statement that calls it.
CREATE OR REPLACE FUNCTION unpaid_reservations(guest uuid, since date) RETURNS int LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT count(*)::int FROM bookings b LEFT JOIN billings bl ON bl.booking_id = b.id
    WHERE b.guest_id = $1 AND b.status = 'reserved' AND b.check_out > $2
      AND coalesce(bl.status, 'pending') <> 'confirmed');
END $$;
--> statement-breakpoint
-- A guest's own booking, in the one statement that also writes it: the room's lock, then the guest's, then the
-- guest's unpaid reservations counted as they stand once both are granted. VOLATILE, so the count reads a snapshot
-- taken after the locks: the calling statement's own was taken before them.
CREATE OR REPLACE FUNCTION lock_guest_booking(room text, guest text, since date) RETURNS int LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM lock_room_bookings(room);
  PERFORM lock_guest_reservations(guest);
  RETURN unpaid_reservations(guest::uuid, since);
END $$;
