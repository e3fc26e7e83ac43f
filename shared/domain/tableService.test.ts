import { describe, expect, it } from 'vitest';
import { TABLE_SERVICE_MESSAGES, groupLinesBySeat, isHeldLine, lastFireOf, seatProblemOf, seatsToOffer } from './tableService';

const seatedLines = (...seats: (number | null)[]) => seats.map((seat, index) => ({ title: `Dish ${index + 1}`, seat }));

describe('seatProblemOf', () => {
  it('off refuses nothing; optional takes shared lines; required names the first line without a seat', () => {
    expect(seatProblemOf(seatedLines(null, 9), { mode: 'off', guests: 2, maxGuests: 99 })).toBeNull();
    expect(seatProblemOf(seatedLines(null, 2), { mode: 'optional', guests: 2, maxGuests: 99 })).toBeNull();
    expect(seatProblemOf(seatedLines(1, null), { mode: 'required', guests: 2, maxGuests: 99 })).toBe(
      TABLE_SERVICE_MESSAGES.seatRequired(2, 'Dish 2'),
    );
  });

  it('a seat past the party is refused naming the line; without guests any seat up to the most guests', () => {
    expect(seatProblemOf(seatedLines(1, 3), { mode: 'optional', guests: 2, maxGuests: 99 })).toBe(
      TABLE_SERVICE_MESSAGES.seatOutOfRange(2, 'Dish 2', 2),
    );
    expect(seatProblemOf(seatedLines(12), { mode: 'required', guests: null, maxGuests: 99 })).toBeNull();
  });
});

describe('seatsToOffer', () => {
  it('offers a seat per guest, else per seat of the table, else four', () => {
    expect(seatsToOffer(2, 6)).toEqual([1, 2]);
    expect(seatsToOffer(null, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seatsToOffer(null, null)).toEqual([1, 2, 3, 4]);
  });
});

describe('groupLinesBySeat', () => {
  it('one group per seat in seat order, then the shared lines together', () => {
    const lines = [
      { id: 1, seat: 2 },
      { id: 2, seat: null },
      { id: 3, seat: 1 },
      { id: 4, seat: 2 },
      { id: 5, seat: null },
    ];
    expect(groupLinesBySeat(lines)).toEqual([
      { seat: 1, lineIds: [3] },
      { seat: 2, lineIds: [1, 4] },
      { seat: null, lineIds: [2, 5] },
    ]);
  });
});

describe('held lines and the fire cue', () => {
  const sent = '2026-11-27T18:00:00.000Z';
  const fired = '2026-11-27T18:20:00.000Z';

  it('a line with a course not fired is held; a line without a course never is', () => {
    expect(isHeldLine({ course: 'Mains', course_fired_at: null })).toBe(true);
    expect(isHeldLine({ course: 'Mains', course_fired_at: fired })).toBe(false);
    expect(isHeldLine({ course: null, course_fired_at: null })).toBe(false);
  });

  it('the cue is the course fired last after Send; the first course, sent with the order, is none', () => {
    const starters = { course: 'Starters', course_fired_at: sent, status: 'completed' };
    const mains = { course: 'Mains', course_fired_at: null, status: 'created' };
    expect(lastFireOf(sent, [starters, mains])).toBeNull();
    expect(lastFireOf(sent, [starters, { ...mains, course_fired_at: fired }])).toEqual({ course: 'Mains', at: fired });
    expect(lastFireOf(sent, [starters, { ...mains, course_fired_at: fired, status: 'cancelled' }])).toBeNull();
  });
});
