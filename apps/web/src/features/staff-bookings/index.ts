/**
 * The staff booking form, details view and save: one of each for the admin, manager and receptionist panels,
 * so a booking is made, shown and refreshed the same way wherever staff work on it.
 */
export { useBookableRooms } from './api/get-bookable-rooms';
export { useSaveBooking } from './api/save-booking';
export { useGuestSearch } from './api/search-guests';
export { BookingDetailsModal, type BookingDetailsModalProps } from './booking-details-modal';
export { StaffBookingForm, type StaffBookingFormProps } from './booking-form';
export { type BookingDraft, bookingDraftHref, useBookingDraft } from './use-booking-draft';
