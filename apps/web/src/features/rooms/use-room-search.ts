import { ROOM_SORTS, ROOM_TYPE_FILTERS, type RoomSort, type RoomTypeFilter } from '@hotel/shared/room-catalog';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { isIsoDate } from '@/ui/iso-dates';
import type { RoomSearch } from './api/get-rooms';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the room list's filters from the URL; anything malformed falls back to "no filter". */
export function parseRoomSearch(params: URLSearchParams): RoomSearch {
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = Number(params.get('guests'));
  return {
    type: oneOf<RoomTypeFilter>(ROOM_TYPE_FILTERS, params.get('type')) ?? 'all',
    sort: oneOf<RoomSort>(ROOM_SORTS, params.get('sort')) ?? '',
    checkIn: isIsoDate(checkIn) ? checkIn : '',
    checkOut: isIsoDate(checkOut) ? checkOut : '',
    guests: Number.isInteger(guests) && guests >= 1 && guests <= 8 ? guests : null,
  };
}

/** The query string for a search (only what is set), so a search can be shared and survives a reload. */
export function roomSearchParams(search: Partial<RoomSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.type && search.type !== 'all') params.set('type', search.type);
  if (search.sort) params.set('sort', search.sort);
  if (search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  if (search.guests) params.set('guests', String(search.guests));
  return params;
}

/** The room list's filters, kept in the URL. */
export function useRoomSearch(): [RoomSearch, (next: Partial<RoomSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseRoomSearch(params), [params]);
  const update = useCallback(
    (next: Partial<RoomSearch>) => {
      setParams(roomSearchParams({ ...search, ...next }));
    },
    [search, setParams],
  );
  return [search, update];
}
