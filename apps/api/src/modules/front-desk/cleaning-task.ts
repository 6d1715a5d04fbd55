import type { Executor } from '../../db/client.js';
import { insertTask } from '../tasks/tasks.housekeeping.service.js';
import { findLeastBusyHousekeeper } from './front-desk.repository.js';

/**
 * The cleaning a room needs once a guest has left it (a check-out or a room change): due today, for the
 * housekeeper with the fewest open tasks, linked to the stay that left it.
 */
export async function openCleaningTask(
  db: Executor,
  values: { room: { id: string; roomNumber: string }; bookingId: string; today: string; at: Date; description: string },
) {
  const housekeeper = await findLeastBusyHousekeeper(db);
  const task = await insertTask(db, {
    roomId: values.room.id,
    title: values.room.roomNumber,
    description: values.description,
    assignedTo: housekeeper?.id ?? null,
    dueDate: values.today,
    priority: 'medium',
    type: 'cleaning',
    status: 'pending',
    bookingId: values.bookingId,
    createdAt: values.at,
    updatedAt: values.at,
  });
  return { task, assignedTo: housekeeper?.id ?? null };
}
