// The sound for each new order once: the orders a screen has never shown, whatever brought the list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEEP_SPACING_MS, createNewOrderTracker, playForEach } from './newOrders';

describe('new-order tracker', () => {
  it('learns the first list without announcing it (a screen opening, or a list from the cache)', () => {
    const tracker = createNewOrderTracker();
    expect(tracker.observe([3, 4, 5])).toEqual([]);
    expect(tracker.observe([3, 4, 5])).toEqual([]);
  });

  it('announces each new order once: the missed ones of a gap, never again an order already shown', () => {
    const tracker = createNewOrderTracker();
    tracker.observe([1, 2]);
    // A gap: 1 was cancelled, 3, 4 and 5 were placed.
    expect(tracker.observe([2, 3, 4, 5])).toEqual([3, 4, 5]);
    // The same list again (a duplicated event, a second reconnection): nothing.
    expect(tracker.observe([2, 3, 4, 5])).toEqual([]);
    // 2 completed and 3 still there: nothing new; 6 is new.
    expect(tracker.observe([3, 6])).toEqual([6]);
    // An order that left never beeps when it shows again by mistake of a stale list.
    expect(tracker.observe([1, 3, 6])).toEqual([]);
  });

  it('an empty first list still counts as the first', () => {
    const tracker = createNewOrderTracker();
    expect(tracker.observe([])).toEqual([]);
    expect(tracker.observe([9])).toEqual([9]);
  });
});

describe('playForEach', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays once per order, spaced, and later lists wait for the earlier beeps', () => {
    vi.useFakeTimers();
    const now = 1_000_000_000;
    vi.setSystemTime(now);
    const play = vi.fn<() => void>();
    playForEach(3, play, now);
    playForEach(2, play, now + 100);
    vi.advanceTimersByTime(0);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BEEP_SPACING_MS);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BEEP_SPACING_MS * 10);
    expect(play).toHaveBeenCalledTimes(5);
  });
});
