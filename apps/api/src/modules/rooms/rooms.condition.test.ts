import { describe, expect, it } from 'vitest';
import {
  afterCleaning,
  conditionForStatus,
  isConditionReady,
  type RoomState,
  roomReadiness,
  specRoomStatus,
} from './room-condition.js';

const room = (over: Partial<RoomState> = {}): RoomState => ({
  housekeeping: 'clean',
  status: 'available',
  inHouse: false,
  blockedTonight: false,
  ...over,
});
const off = { inspection: false };
const on = { inspection: true };

describe('room readiness', () => {
  it('takes a clean or inspected room when inspections are off, only an inspected one when they are on', () => {
    expect(isConditionReady('clean', off)).toBe(true);
    expect(isConditionReady('inspected', off)).toBe(true);
    expect(isConditionReady('dirty', off)).toBe(false);
    expect(isConditionReady('clean', on)).toBe(false);
    expect(isConditionReady('inspected', on)).toBe(true);
    expect(isConditionReady('dirty', on)).toBe(false);
  });

  it('gives the first reason a room cannot take a guest: occupied, then maintenance, then housekeeping', () => {
    expect(roomReadiness(room(), off)).toBe('ready');
    expect(roomReadiness(room({ inHouse: true, housekeeping: 'dirty', blockedTonight: true }), off)).toBe('occupied');
    expect(roomReadiness(room({ status: 'occupied' }), off)).toBe('occupied');
    expect(roomReadiness(room({ blockedTonight: true, housekeeping: 'dirty' }), off)).toBe('maintenance');
    expect(roomReadiness(room({ status: 'maintenance' }), off)).toBe('maintenance');
    expect(roomReadiness(room({ housekeeping: 'dirty', status: 'cleaning' }), off)).toBe('dirty');
    expect(roomReadiness(room({ housekeeping: 'clean', status: 'cleaning' }), on)).toBe('awaiting-inspection');
    expect(roomReadiness(room({ housekeeping: 'inspected' }), on)).toBe('ready');
  });

  it('derives the spec status from the state, whatever the stored one says about housekeeping', () => {
    expect(specRoomStatus(room(), off)).toBe('available');
    expect(specRoomStatus(room({ inHouse: true }), off)).toBe('occupied');
    expect(specRoomStatus(room({ blockedTonight: true }), off)).toBe('maintenance');
    expect(specRoomStatus(room({ housekeeping: 'dirty' }), off)).toBe('cleaning');
    expect(specRoomStatus(room({ housekeeping: 'clean' }), on)).toBe('cleaning');
    expect(specRoomStatus(room({ housekeeping: 'inspected' }), on)).toBe('available');
  });
});

describe('housekeeping moves', () => {
  it('leaves a cleaned room clean, ready at once only without inspections', () => {
    expect(afterCleaning(off)).toEqual({ housekeeping: 'clean', ready: true });
    expect(afterCleaning(on)).toEqual({ housekeeping: 'clean', ready: false });
  });

  it('reads the room form: cleaning makes it dirty, available from cleaning makes it clean, the rest keep it', () => {
    expect(conditionForStatus('cleaning', { status: 'available', housekeeping: 'inspected' }, off)).toBe('dirty');
    expect(conditionForStatus('available', { status: 'cleaning', housekeeping: 'dirty' }, off)).toBe('clean');
    expect(conditionForStatus('available', { status: 'available', housekeeping: 'inspected' }, off)).toBe('inspected');
    expect(conditionForStatus('maintenance', { status: 'cleaning', housekeeping: 'dirty' }, off)).toBe('dirty');
    expect(conditionForStatus('available', null, off)).toBe('clean');
    expect(conditionForStatus('cleaning', null, off)).toBe('dirty');
  });

  it('makes a room set available by hand ready when inspections are on', () => {
    expect(conditionForStatus('available', { status: 'cleaning', housekeeping: 'dirty' }, on)).toBe('inspected');
    expect(conditionForStatus('available', { status: 'cleaning', housekeeping: 'clean' }, on)).toBe('inspected');
    expect(conditionForStatus('available', { status: 'available', housekeeping: 'inspected' }, on)).toBe('inspected');
  });
});
