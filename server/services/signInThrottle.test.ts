import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './signInThrottle';

describe('SignInThrottle', () => {
  it('locks a username after max failures within the window, case-insensitively', () => {
    const throttle = new SignInThrottle({ perUsernameMax: 3, perUsernameWindowMs: 1000 });
    throttle.recordFailure('Ann', 0);
    throttle.recordFailure('ann', 10);
    expect(throttle.isLocked('ANN', 20)).toBe(false);
    throttle.recordFailure(' ann ', 30);
    expect(throttle.isLocked('ann', 40)).toBe(true);
    expect(throttle.isLocked('bob', 40)).toBe(false);
  });

  it('forgets failures older than the window, and on reset', () => {
    const throttle = new SignInThrottle({ perUsernameMax: 2, perUsernameWindowMs: 1000 });
    throttle.recordFailure('ann', 0);
    throttle.recordFailure('ann', 500);
    expect(throttle.isLocked('ann', 900)).toBe(true);
    expect(throttle.isLocked('ann', 1001)).toBe(false);
    throttle.recordFailure('ann', 1100);
    expect(throttle.isLocked('ann', 1200)).toBe(true);
    throttle.reset('ANN');
    expect(throttle.isLocked('ann', 1200)).toBe(false);
  });
});
