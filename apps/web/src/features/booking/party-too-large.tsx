import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { isIsoDate } from '@/ui/calendar-dates';

/** Where a party larger than this room is sent: the room list searched for that party (and the stay's dates). */
export function PartyTooLarge({
  capacity,
  party,
  params,
}: {
  capacity: number;
  party: number;
  params: URLSearchParams;
}) {
  const search = new URLSearchParams();
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (checkIn && checkOut && isIsoDate(checkIn) && isIsoDate(checkOut)) {
    search.set('checkIn', checkIn);
    search.set('checkOut', checkOut);
  }
  search.set('guests', String(party));
  return (
    <>
      This room sleeps at most {capacity} {capacity === 1 ? 'guest' : 'guests'}; for a party of {party},{' '}
      <Link to={`${paths.rooms}?${search}`} className="font-medium text-ink underline underline-offset-2">
        see the suites
      </Link>
      .
    </>
  );
}
