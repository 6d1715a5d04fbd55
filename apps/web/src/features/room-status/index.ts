/**
 * The front desk's shared views: the room status board (front desk and housekeeping) and today's arrivals and
 * departures (front desk and the admin overview).
 */
export { roomBoardQuery } from './api/get-room-board';
export { useTodaysGuests } from './api/get-todays-guests';
export { RoomStatusOverview } from './room-status-overview';
