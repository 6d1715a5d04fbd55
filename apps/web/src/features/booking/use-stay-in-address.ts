import { ADDITIONAL_SERVICES, MAX_ROOM_GUESTS } from '@hotel/shared/constants';
import type { BookingForm } from '@hotel/shared/schemas/bookings';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { isIsoDate } from '@/ui/calendar-dates';

type StayValues = Partial<BookingForm>;

/** The party the visitor searched for (`guests` in the address), if any. */
function readParty(params: URLSearchParams): number | null {
  const guests = Number(params.get('guests'));
  return Number.isInteger(guests) && guests >= 1 && guests <= MAX_ROOM_GUESTS ? guests : null;
}

/** The stay an address's query string asks for, as the booking form's values (what is not valid is left out). */
export function readStay(search: string, maxGuests: number): BookingForm {
  const params = new URLSearchParams(search);
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const party = readParty(params);
  const services = (params.get('services') ?? '')
    .split(',')
    .filter((s) => (ADDITIONAL_SERVICES as readonly string[]).includes(s)) as BookingForm['additionalServices'];
  return {
    checkInDate: isIsoDate(checkIn) ? checkIn : '',
    checkOutDate: isIsoDate(checkOut) ? checkOut : '',
    guests: party ? Math.min(party, maxGuests) : 1,
    additionalServices: services,
  };
}

/**
 * The room page's stay kept in its address (checkIn, checkOut, guests, services), so that a reload and the login
 * round trip come back to the same stay. The server draws the form with no stay: once the page is `live`, the
 * address's stay is handed to the form (`reset`; an address with none keeps the dates typed meanwhile), and from
 * then on the form's `values` are written back to the address, replacing its history entry. Returns the address's
 * parameters and a searched party larger than the room (`tooSmall`), which is explained to the visitor rather than
 * cut down unnoticed.
 */
export function useStayInAddress({
  live,
  maxGuests,
  values,
  reset,
  current,
}: {
  live: boolean;
  maxGuests: number;
  values: StayValues;
  reset: (values: BookingForm) => void;
  /** The form's values now: dates typed into the drawn form before it was live are there (DateRangePicker). */
  current: () => StayValues;
}) {
  const [params, setParams] = useSearchParams();
  const [stayRead, setStayRead] = useState(live);
  const [party, setParty] = useState(() => (live ? readParty(params) : null));
  const tooSmall = party !== null && party > maxGuests ? party : null;

  useEffect(() => {
    if (live && !stayRead) {
      const stay = readStay(params.toString(), maxGuests);
      // An address without a stay leaves the dates the visitor typed before the form was live.
      if (!stay.checkInDate && !stay.checkOutDate) {
        const typed = current();
        stay.checkInDate = typed.checkInDate ?? '';
        stay.checkOutDate = typed.checkOutDate ?? '';
      }
      reset(stay);
      setParty(readParty(params));
      setStayRead(true);
    }
  }, [live, stayRead, reset, params, maxGuests, current]);

  // Not before the address's stay is read: the drawn form's empty stay would be written over it.
  useEffect(() => {
    if (!stayRead) return;
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
    set('checkIn', values.checkInDate);
    set('checkOut', values.checkOutDate);
    // The searched party stays in the address until the visitor chooses a number the room can take.
    const guests = tooSmall && Number(values.guests) === maxGuests ? tooSmall : Number(values.guests);
    set('guests', guests > 1 ? String(guests) : undefined);
    set('services', values.additionalServices?.length ? values.additionalServices.join(',') : undefined);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [stayRead, values, params, setParams, tooSmall, maxGuests]);

  return { params, tooSmall };
}
