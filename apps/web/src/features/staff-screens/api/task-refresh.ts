import type { QueryClient } from '@tanstack/react-query';

/** A task change moves the task lists, the desk's room board, room statuses and the overview. */
export const refreshAfterTaskChange = (client: QueryClient) =>
  Promise.all(
    ['tasks', 'front-desk', 'rooms', 'dashboard'].map((root) => client.invalidateQueries({ queryKey: [root] })),
  );
