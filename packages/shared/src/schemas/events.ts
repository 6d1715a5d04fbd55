import { z } from 'zod';
import type { Role } from '../constants.js';

/** What a live screen hears about: the kind of record that changed and its id, never its contents. */
export const CHANGE_TYPES = ['booking', 'task', 'room', 'billing'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export const changeEvent = z.object({ type: z.enum(CHANGE_TYPES), id: z.string() });
export type ChangeEvent = z.infer<typeof changeEvent>;

/** The server-sent event name that carries a ChangeEvent as JSON. */
export const CHANGE_EVENT_NAME = 'change';

/** Which changes each staff role is told about; housekeeping works with tasks and rooms only. */
const VISIBLE_CHANGES: Record<Role, readonly ChangeType[]> = {
  admin: CHANGE_TYPES,
  manager: CHANGE_TYPES,
  receptionist: CHANGE_TYPES,
  housekeeping: ['task', 'room'],
  guest: [],
};

export const changeVisibleTo = (role: Role, type: ChangeType): boolean => VISIBLE_CHANGES[role].includes(type);
