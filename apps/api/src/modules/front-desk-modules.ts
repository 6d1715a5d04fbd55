import { eventsRoutes } from './events/events.routes.js';
import { frontDeskRoutes } from './front-desk/front-desk.routes.js';
import { housekeepingTaskRoutes } from './tasks/tasks.housekeeping.routes.js';

/** The front desk, housekeeping and the live updates that keep their screens current. */
export const frontDeskModules = [frontDeskRoutes, housekeepingTaskRoutes, eventsRoutes];
