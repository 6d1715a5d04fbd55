/** The room status board, shown by the front desk and by housekeeping. */
export { roomBoardQuery } from './api/get-room-board';
export { RoomStatusOverview } from './room-status-overview';
