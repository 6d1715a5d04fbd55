import type { RoomBoardItem } from '@hotel/shared/schemas/front-desk';
import type { TaskDto } from '@hotel/shared/schemas/tasks';
import { describe, expect, it } from 'vitest';
import { CONDITION_ORDER, CONDITIONS, housekeepingLabel, relativeDay, roomCondition } from './room-condition';

const task = (type: TaskDto['type'], status: TaskDto['status'] = 'pending'): TaskDto => ({
  _id: `t-${type}`,
  title: `${type} task`,
  description: '',
  assignedTo: null,
  dueDate: '2026-03-14',
  priority: 'medium',
  type,
  status,
  createdAt: '2026-03-14T08:00:00.000Z',
  photo: null,
});

const room = (overrides: Partial<RoomBoardItem> = {}): RoomBoardItem => ({
  _id: 'r-101',
  roomNumber: '101',
  title: 'Deluxe King',
  type: 'deluxe',
  status: 'available',
  housekeeping: 'clean',
  readiness: 'ready',
  description: '',
  openTask: null,
  openTaskCount: 0,
  nextArrival: null,
  currentStay: null,
  offSale: null,
  ...overrides,
});

describe('roomCondition', () => {
  it('is clean for a ready room with nothing to do', () => {
    expect(roomCondition(room())).toBe('clean');
    expect(roomCondition(room({ housekeeping: 'inspected' }))).toBe('clean');
  });

  it('is dirty for a dirty room until someone starts cleaning it', () => {
    expect(roomCondition(room({ readiness: 'dirty', housekeeping: 'dirty' }))).toBe('dirty');
    expect(roomCondition(room({ readiness: 'dirty', housekeeping: 'dirty', openTask: task('cleaning') }))).toBe(
      'dirty',
    );
    expect(
      roomCondition(room({ readiness: 'dirty', housekeeping: 'dirty', openTask: task('cleaning', 'in-progress') })),
    ).toBe('cleaning');
  });

  it('shows a cleaning task on a ready room: assigned, then being cleaned', () => {
    expect(roomCondition(room({ openTask: task('cleaning') }))).toBe('dirty');
    expect(roomCondition(room({ openTask: task('cleaning', 'in-progress') }))).toBe('cleaning');
  });

  it('is under maintenance for a fault, an inspection, a block or a room awaiting inspection', () => {
    expect(roomCondition(room({ readiness: 'maintenance' }))).toBe('maintenance');
    expect(roomCondition(room({ readiness: 'awaiting-inspection', housekeeping: 'clean' }))).toBe('maintenance');
    expect(roomCondition(room({ openTask: task('maintenance') }))).toBe('maintenance');
    expect(roomCondition(room({ openTask: task('inspection', 'in-progress') }))).toBe('maintenance');
    expect(roomCondition(room({ readiness: 'dirty', housekeeping: 'dirty', openTask: task('maintenance') }))).toBe(
      'maintenance',
    );
    expect(roomCondition(room({ readiness: 'maintenance', openTask: task('cleaning', 'in-progress') }))).toBe(
      'maintenance',
    );
  });

  it('is occupied while a guest is in the room, whatever housekeeping has open there', () => {
    expect(roomCondition(room({ readiness: 'occupied', status: 'occupied' }))).toBe('occupied');
    expect(roomCondition(room({ readiness: 'occupied', housekeeping: 'dirty', openTask: task('cleaning') }))).toBe(
      'occupied',
    );
    expect(roomCondition(room({ readiness: 'occupied', openTask: task('maintenance') }))).toBe('occupied');
  });
});

describe('the legend', () => {
  it("lists every condition once, with the spec's words (§2)", () => {
    expect([...CONDITION_ORDER].sort()).toEqual(Object.keys(CONDITIONS).sort());
    expect(CONDITION_ORDER.map((c) => CONDITIONS[c].label)).toEqual([
      'Clean',
      'Cleaning',
      'Dirty/Assigned',
      'Maintenance/Inspection',
      'Occupied',
    ]);
  });
});

describe('housekeepingLabel', () => {
  it("gives housekeeping's word for the room", () => {
    expect(housekeepingLabel({ housekeeping: 'clean', readiness: 'ready' })).toBe('Clean');
    expect(housekeepingLabel({ housekeeping: 'dirty', readiness: 'dirty' })).toBe('Dirty');
    expect(housekeepingLabel({ housekeeping: 'inspected', readiness: 'ready' })).toBe('Inspected');
    expect(housekeepingLabel({ housekeeping: 'dirty', readiness: 'occupied' })).toBe('Dirty');
  });

  it('says a cleaned room still waits for its inspection', () => {
    expect(housekeepingLabel({ housekeeping: 'clean', readiness: 'awaiting-inspection' })).toBe(
      'Clean, awaiting inspection',
    );
  });
});

describe('relativeDay', () => {
  it("names the hotel's today and tomorrow", () => {
    expect(relativeDay('2026-03-14', '2026-03-14')).toBe('Today');
    expect(relativeDay('2026-03-15', '2026-03-14')).toBe('Tomorrow');
  });

  it('shows any other day as its date', () => {
    expect(relativeDay('2026-03-16', '2026-03-14')).toBe('2026-03-16');
    expect(relativeDay('2026-03-13', '2026-03-14')).toBe('2026-03-13');
  });

  it('knows tomorrow across month and year ends, the leap day and daylight-saving changes', () => {
    expect(relativeDay('2026-02-01', '2026-01-31')).toBe('Tomorrow');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(relativeDay('2028-02-29', '2028-02-28')).toBe('Tomorrow');
    expect(relativeDay('2028-03-01', '2028-02-29')).toBe('Tomorrow');
    expect(relativeDay('2027-03-01', '2027-02-28')).toBe('Tomorrow');
    expect(relativeDay('2026-03-09', '2026-03-08')).toBe('Tomorrow');
    expect(relativeDay('2026-11-02', '2026-11-01')).toBe('Tomorrow');
    expect(relativeDay('2026-03-01', '2026-02-28')).toBe('Tomorrow');
  });
});
