/** What other features may use from booking: the room page's booking form and the stay policies. */
export { BookingPanel } from './booking-panel';
export { StayPolicies } from './stay-policies';
