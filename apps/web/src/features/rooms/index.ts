/** What other features may use from rooms: how many rooms the hotel offers, for its pages' figures. */
export { useRoomCount } from './use-room-count';
