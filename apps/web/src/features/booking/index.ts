/** What other features may use from booking: the room page's booking form and the stay policies. */

/** The booking form comes as its own download (it brings the form library); see the room page. */
export const loadBookingPanel = () => import('./booking-panel');

/** The stay policies too: a room page draws them below its first screen, once it has rendered. */
export const loadStayPolicies = () => import('./stay-policies');
