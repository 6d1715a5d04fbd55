/** The hotel's published name and contact details: the site's contact page and footer, and its invoices. */
export const HOTEL = {
  name: 'The Aurelia',
  street: '1 Aurelia Promenade',
  city: 'Seabrook Harbour, CA 90210',
  phone: '+1 (555) 010-2024',
  phoneHref: 'tel:+15550102024',
  email: 'stay@theaurelia.example',
} as const;
