import { describe, expect, it } from 'vitest';
import { createRepeatedSearches } from './repeated-searches.js';

describe('the searches visitors repeat', () => {
  it('find a remembered URL, and keep the first answer it was remembered with', () => {
    const searches = createRepeatedSearches();
    expect(searches.find('/a')).toBeUndefined();
    searches.remember('/a', { key: 'stay x', checkIn: '2027-01-10' });
    searches.remember('/a', { key: 'other' });
    expect(searches.find('/a')).toEqual({ key: 'stay x', checkIn: '2027-01-10' });
  });

  it('remember at most their limit, forgetting the oldest first', () => {
    const searches = createRepeatedSearches(3);
    for (const url of ['/1', '/2', '/3', '/4']) searches.remember(url, { key: url });
    expect(searches.find('/1')).toBeUndefined();
    for (const url of ['/2', '/3', '/4']) expect(searches.find(url)).toEqual({ key: url });
  });
});
