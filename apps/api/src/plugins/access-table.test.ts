import { ACCESS, allows, allowsRoute, ROLES, type RouteKey } from '@hotel/shared';
import { describe, expect, it } from 'vitest';

describe('who may call a route, as the screens ask it', () => {
  it('a public route admits everyone, also nobody signed in', () => {
    expect(allowsRoute('GET /api/rooms/:id', null)).toBe(true);
    for (const role of ROLES) expect(allowsRoute('GET /api/rooms/:id', role), role).toBe(true);
  });

  it('a route for any signed-in user admits every role and nobody else', () => {
    expect(allowsRoute('GET /api/guest/profile', null)).toBe(false);
    for (const role of ROLES) expect(allowsRoute('GET /api/guest/profile', role), role).toBe(true);
  });

  it('a route for some roles admits only those', () => {
    const admitted = ROLES.filter((role) => allowsRoute('DELETE /api/rooms/:id', role));
    expect(admitted).toEqual(['admin']);
    expect(ROLES.filter((role) => allowsRoute('POST /api/room-blocks', role)).sort()).toEqual(['admin', 'manager']);
    expect(allowsRoute('DELETE /api/rooms/:id', null)).toBe(false);
  });

  it('answers as the server decides for every route of the table', () => {
    for (const [route, access] of Object.entries(ACCESS)) {
      for (const role of [...ROLES, null]) {
        expect(allowsRoute(route as RouteKey, role), `${route} as ${role}`).toBe(allows(access, role));
      }
    }
  });
});
