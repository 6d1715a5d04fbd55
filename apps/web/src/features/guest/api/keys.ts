/** Query keys of the guest's own data; every key starts with `my`. */
export const guestKeys = {
  all: ['my'] as const,
  bookings: ['my', 'bookings'] as const,
  booking: (id: string) => ['my', 'bookings', id] as const,
  reviews: ['my', 'reviews'] as const,
  profile: ['my', 'profile'] as const,
};
