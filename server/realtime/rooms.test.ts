import { describe, expect, it } from 'vitest';
import { AUDIENCE_ROOMS, audienceRoomsFor, roomsFor } from './rooms';

describe('roomsFor', () => {
  it('joins audience rooms by scope, plus user and device', () => {
    expect(roomsFor({ role: 'user', scope: 'KITCHEN_DISPLAY', username: 'k' }, 'd1')).toEqual([
      'kitchen',
      'display',
      'user:k',
      'device:d1',
    ]);
    expect(roomsFor({ role: 'user', scope: 'ORDER_STATUS', username: 'o' }, 'd2')).toEqual(['orders', 'user:o', 'device:d2']);
    expect(roomsFor({ role: 'user', scope: '', username: 'n' }, 'd3')).toEqual(['user:n', 'device:d3']);
  });

  it('admin joins every audience room', () => {
    expect(roomsFor({ role: 'admin', scope: '', username: 'admin' }, 'd')).toEqual([
      'kitchen',
      'orders',
      'display',
      'user:admin',
      'device:d',
    ]);
  });
});

describe('audienceRoomsFor', () => {
  it('lists only the rooms joined by scope, so a scope change can swap exactly those', () => {
    expect(AUDIENCE_ROOMS).toEqual(['kitchen', 'orders', 'display']);
    expect(audienceRoomsFor({ role: 'user', scope: 'POS,PUBLIC_DISPLAY' })).toEqual(['orders', 'display']);
    expect(audienceRoomsFor({ role: 'user', scope: 'SETTINGS' })).toEqual([]);
  });
});
