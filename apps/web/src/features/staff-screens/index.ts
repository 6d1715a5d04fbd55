/** The staff screens shared by the admin and manager panels (one component each, mounted in both). */
export { BookingsScreen } from './bookings/bookings-screen';
export { GuestsScreen } from './guests/guests-screen';
export { ReviewsScreen } from './reviews/reviews-screen';
export { RoomsScreen } from './rooms/rooms-screen';
export { StaffScreen } from './staff/staff-screen';
export { TasksScreen } from './tasks/tasks-screen';
