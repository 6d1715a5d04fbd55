import { HOTEL, MAX_NIGHTS, nightsBetween, type RoomDto, stayTotalCents } from '@hotel/shared';
import type { AppContext } from '../context.js';
import { toCents, toDollars } from '../lib/money.js';
import { checkInProblem } from '../modules/bookings/stay-window.js';
import { createRoomsService } from '../modules/rooms/rooms.service.js';

/**
 * schema.org data for the drawn home page (the `Hotel`) and room pages (a `HotelRoom` with its `Offer`), so a
 * search engine reads the hotel and its prices without running the app. Made here, from the same services the
 * API answers with, rather than in the web app's render: a price in it must be the price the server charges.
 */
export type StructuredData = (route: string, pageKey: string) => Promise<object | undefined>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// "Seabrook Harbour, CA 90210": the published address line, split into its schema.org parts.
const CITY_LINE = /^(?<locality>.+), (?<region>[A-Z]{2}) (?<postalCode>\d{5})$/;

const usd = (cents: number) => toDollars(cents).toFixed(2);

function postalAddress() {
  const parts = CITY_LINE.exec(HOTEL.city)?.groups;
  return {
    '@type': 'PostalAddress',
    streetAddress: HOTEL.street,
    ...(parts
      ? { addressLocality: parts.locality, addressRegion: parts.region, postalCode: parts.postalCode }
      : { addressLocality: HOTEL.city }),
  };
}

export function createStructuredData(ctx: AppContext): StructuredData {
  const rooms = createRoomsService(ctx);
  const site = ctx.config.mail.publicUrl;
  const absolute = (href: string) => new URL(href, `${site}/`).href;

  /** The stay in a room page's address, when it is one the hotel would book (the booking's own date rules). */
  function stayOf(url: URL): { checkIn: string; checkOut: string; nights: number } | undefined {
    const checkIn = url.searchParams.get('checkIn') ?? '';
    const checkOut = url.searchParams.get('checkOut') ?? '';
    if (!ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut)) return undefined;
    const nights = nightsBetween(checkIn, checkOut);
    if (nights <= 0 || nights > MAX_NIGHTS || checkInProblem(ctx, checkIn)) return undefined;
    return { checkIn, checkOut, nights };
  }

  function offer(room: RoomDto, url: URL) {
    const nightly = toCents(room.price);
    const stay = stayOf(url);
    const base = { '@type': 'Offer', priceCurrency: 'USD', url: absolute(url.pathname + url.search) };
    if (!stay)
      return {
        ...base,
        price: usd(nightly),
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: usd(nightly),
          priceCurrency: 'USD',
          unitCode: 'DAY',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
        },
      };
    return {
      ...base,
      // The total a booking of these dates is charged: the booking service's own rule.
      price: usd(stayTotalCents(nightly, stay.nights)),
      eligibleDuration: { '@type': 'QuantitativeValue', value: stay.nights, unitCode: 'DAY' },
      description: `${stay.nights} night${stay.nights === 1 ? '' : 's'}, ${stay.checkIn} to ${stay.checkOut}`,
    };
  }

  async function hotel() {
    const list = await rooms.listBookable({});
    const prices = list.map((r) => toCents(r.price));
    const image = list.flatMap((r) => r.images.slice(0, 1)).map(absolute);
    return {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: HOTEL.name,
      url: absolute('/'),
      telephone: HOTEL.phone,
      email: HOTEL.email,
      address: postalAddress(),
      ...(image.length > 0 ? { image } : {}),
      ...(prices.length > 0
        ? { priceRange: `$${usd(Math.min(...prices))} – $${usd(Math.max(...prices))} per night` }
        : {}),
    };
  }

  async function room(url: URL) {
    const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    const shown = await rooms.get(id);
    return {
      '@context': 'https://schema.org',
      // A HotelRoom is a place; as a Product too it may carry the offer (schema.org's hotel guide).
      '@type': ['HotelRoom', 'Product'],
      name: shown.title,
      description: shown.description,
      url: absolute(url.pathname),
      image: shown.images.map(absolute),
      occupancy: { '@type': 'QuantitativeValue', maxValue: shown.capacity, unitText: 'guests' },
      containedInPlace: { '@type': 'Hotel', name: HOTEL.name, url: absolute('/') },
      offers: offer(shown, url),
    };
  }

  return async (route, pageKey) => {
    const url = new URL(pageKey, 'http://localhost');
    if (route === '') return hotel();
    if (route === 'room/:id') return room(url);
    return undefined;
  };
}
