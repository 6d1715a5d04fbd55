import { usePageQueryData } from '@/lib/page-query-data';
import { ROOM_COUNT_KEY } from './api/get-room-count';

/**
 * The count the server drew the page with, or undefined (a page the browser drew itself): then no number is
 * shown rather than one the hotel did not give. Only read, never fetched here: the home and about pages draw it
 * without loading the query library.
 */
export const useRoomCount = () => usePageQueryData<number>(ROOM_COUNT_KEY);
