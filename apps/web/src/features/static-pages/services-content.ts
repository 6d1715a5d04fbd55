export const SERVICE_CATEGORIES = [
  'all',
  'dining',
  'wellness',
  'transportation',
  'personal',
  'events',
  'business',
  'family',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  all: 'All',
  dining: 'Dining',
  wellness: 'Wellness',
  transportation: 'Transportation',
  personal: 'Personal',
  events: 'Events',
  business: 'Business',
  family: 'Family',
};

export interface HotelService {
  title: string;
  category: Exclude<ServiceCategory, 'all'>;
  text: string;
  hours: string;
}

export const HOTEL_SERVICES: readonly HotelService[] = [
  {
    title: 'In-room dining',
    category: 'dining',
    text: 'A full menu delivered at any hour, laid on linen with silver and fresh flowers.',
    hours: '24 hours',
  },
  {
    title: 'Terrace breakfast',
    category: 'dining',
    text: 'Pastries from our bakery, eggs any way and fresh juice overlooking the harbour.',
    hours: '6:30 – 11:00',
  },
  {
    title: 'Spa treatments',
    category: 'wellness',
    text: 'Massages, facials and body rituals with botanicals from the Aurelia garden.',
    hours: '9:00 – 21:00',
  },
  {
    title: 'Yoga at sunrise',
    category: 'wellness',
    text: 'A gentle class on the lawn each morning, mats and tea provided.',
    hours: 'Daily at 7:00',
  },
  {
    title: 'Airport transfers',
    category: 'transportation',
    text: 'A chauffeured car meets you at arrivals with water and the day’s papers.',
    hours: 'On request',
  },
  {
    title: 'Bicycles and e-bikes',
    category: 'transportation',
    text: 'Explore the coastal path on our bicycles, with routes mapped by the concierge.',
    hours: '8:00 – 19:00',
  },
  {
    title: 'Concierge',
    category: 'personal',
    text: 'Restaurant tables, theatre tickets and private tours arranged before you ask.',
    hours: '24 hours',
  },
  {
    title: 'Laundry and pressing',
    category: 'personal',
    text: 'Returned the same day when collected before ten, with a complimentary shoe shine.',
    hours: 'Daily',
  },
  {
    title: 'Weddings and celebrations',
    category: 'events',
    text: 'The restored ballroom and garden terrace for ten guests or two hundred.',
    hours: 'By appointment',
  },
  {
    title: 'Private dinners',
    category: 'events',
    text: 'A table in the wine cellar or on the jetty, with a menu composed for the evening.',
    hours: 'By appointment',
  },
  {
    title: 'Meeting rooms',
    category: 'business',
    text: 'Three quiet rooms with natural light, screens and a dedicated event coordinator.',
    hours: '7:00 – 22:00',
  },
  {
    title: 'Business services',
    category: 'business',
    text: 'Printing, courier and secretarial help at the front desk.',
    hours: '24 hours',
  },
  {
    title: 'Little Anchors club',
    category: 'family',
    text: 'Games, crafts and beach treasure hunts for children aged four to twelve.',
    hours: '9:00 – 17:00',
  },
  {
    title: 'Babysitting',
    category: 'family',
    text: 'Experienced, vetted sitters so that parents can enjoy a dinner for two.',
    hours: 'On request',
  },
];

/** Premium services, priced as marketing text (spec §2). */
export const PREMIUM_SERVICES = [
  {
    title: 'Personal butler',
    price: 'from $200/day',
    text: 'Unpacking, pressing, reservations and every small request, by one dedicated person.',
  },
  {
    title: 'Private chef dinner',
    price: 'from $300/meal',
    text: 'Our chef cooks in your suite or on the terrace, from a menu you plan together.',
  },
  {
    title: 'Chauffeur service',
    price: 'from $150/hour',
    text: 'A driver and a luxury saloon for the day, the airport or the vineyards inland.',
  },
  {
    title: 'Yacht day on the bay',
    price: 'from $500/person',
    text: 'A skippered sailing yacht, lunch on board and a swim in a quiet cove.',
  },
] as const;
