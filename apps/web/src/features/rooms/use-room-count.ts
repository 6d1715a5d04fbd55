import { useQueryClient } from '@tanstack/react-query';
import { ROOM_COUNT_KEY } from './api/get-room-count';

/**
 * The count the server drew the page with, or undefined (a page the browser drew itself): then no number is
 * shown rather than one the hotel did not give. Only read, never fetched here: the home page is part of the
 * first download, whose every byte each public page pays for.
 */
export const useRoomCount = () => useQueryClient().getQueryData<number>(ROOM_COUNT_KEY);
