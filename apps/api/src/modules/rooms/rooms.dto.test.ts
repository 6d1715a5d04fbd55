import { ROOM_EDITED_FIELDS, ROOM_SHOWN_FIELDS, roomDto, roomFields, staffRoomDto } from '@hotel/shared';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema.js';
import { toRoomDto, toStaffRoomDto } from './rooms.dto.js';
import type { RoomRow } from './rooms.repository.js';

const row: RoomRow = {
  id: '0b0f3c43-8d3a-4a3e-9d55-9f0f7d0d3b11',
  roomNumber: '101',
  title: 'Garden Deluxe',
  type: 'deluxe',
  priceCents: 38_050,
  originalPriceCents: null,
  capacity: 2,
  status: 'available',
  housekeeping: 'clean',
  description: 'Quiet, facing the garden.',
  features: ['King bed', 'Balcony'],
  archivedAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  rating: 4.66,
  reviewCount: 3,
};

// A field kept as it is flows from the column to Room JSON and from the room form to the column by its name alone
// (docs/adding-a-room-field.md): these hold the lists to the schemas and the table they stand for.
describe('Room JSON and the fields kept as they are', () => {
  it('is every field of Room JSON, converted where it must be', () => {
    const dto = toRoomDto(row, ['101-1.webp']);
    expect(Object.keys(dto).sort()).toEqual(Object.keys(roomDto.shape).sort());
    expect(roomDto.parse(dto)).toEqual(dto);
    expect(dto).toMatchObject({ _id: row.id, price: 380.5, originalPrice: null, rating: 4.7, reviews: 3 });
    expect(dto.features).toEqual(['King bed, Balcony']);
  });

  it('shows each such field with its stored value, on the staff side too', () => {
    const dto = toStaffRoomDto(row, [], undefined);
    for (const field of ROOM_SHOWN_FIELDS) expect(dto[field], field).toBe(row[field]);
    expect(Object.keys(dto).sort()).toEqual(Object.keys(staffRoomDto.shape).sort());
  });

  it('names only columns of the rooms table, and edited ones are fields of the room form', () => {
    const columns = Object.keys(getTableColumns(rooms));
    for (const field of ROOM_SHOWN_FIELDS) expect(columns, field).toContain(field);
    for (const field of ROOM_EDITED_FIELDS) expect(Object.keys(roomFields.shape), field).toContain(field);
  });
});
