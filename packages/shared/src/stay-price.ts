/** The nights and the price of a stay, the same for the web's pages and the server. */

/** Nights of the half-open stay [checkIn, checkOut), from calendar dates YYYY-MM-DD. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.round((end - start) / 86_400_000);
}

/** The price of a stay: nights × the nightly rate (spec §5). Additional services are complimentary requests. */
export const stayTotalCents = (nightlyCents: number, nights: number): number => nightlyCents * nights;

/** The same price in dollars, as forms and JSON carry money: counted in cents, so $120.10 × 3 is exactly $360.30. */
export const stayTotalDollars = (nightly: number, nights: number): number =>
  stayTotalCents(Math.round(nightly * 100), nights) / 100;
