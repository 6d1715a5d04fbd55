/** The database keeps integer cents; JSON carries dollars with at most two decimals. */
export const toDollars = (cents: number): number => cents / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
