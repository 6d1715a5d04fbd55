/** The hotel's published contact details (the same as the footer's). */
export const HOTEL = {
  street: '1 Aurelia Promenade',
  city: 'Seabrook Harbour, CA 90210',
  phone: '+1 (555) 010-2024',
  phoneHref: 'tel:+15550102024',
  email: 'stay@theaurelia.example',
} as const;
