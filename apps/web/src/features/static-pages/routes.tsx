import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** The hotel's own pages (spec §2): /about, /services, /amenities and /contact, each page its own chunk. */
export const aboutRoutes: AppRoute[] = [
  { path: 'about', title: 'About Us', Page: lazyPage(() => import('./about-page').then((m) => m.AboutPage)) },
];

export const servicesRoutes: AppRoute[] = [
  { path: 'services', title: 'Services', Page: lazyPage(() => import('./services-page').then((m) => m.ServicesPage)) },
];

export const amenitiesRoutes: AppRoute[] = [
  {
    path: 'amenities',
    title: 'Amenities',
    Page: lazyPage(() => import('./amenities-page').then((m) => m.AmenitiesPage)),
  },
];

export const contactRoutes: AppRoute[] = [
  { path: 'contact', title: 'Contact Us', Page: lazyPage(() => import('./contact-page').then((m) => m.ContactPage)) },
];
