// The in-memory SignInGuard: back-off per username, lock per username + IP, reserve before the check,
// and a bounded memory that a flood of other usernames cannot use to lift a lock.
import { describe, expect, it } from 'vitest';
import { type SignInGuardLimits, backoffMs, retryAfterSeconds } from '../session/signInGuard';
import { MemorySignInGuard } from './signInThrottle';

const LIMITS: SignInGuardLimits = {
  perUsernameMax: 2,
  perUsernameWindowMs: 60 * 60_000,
  perUsernameBackoffBaseMs: 1_000,
  perUsernameBackoffMaxMs: 8_000,
  perUsernameIpMax: 100,
  perUsernameIpLockMs: 15 * 60_000,
  trackedKeysMax: 10_000,
};

function setup(limits: Partial<SignInGuardLimits> = {}) {
  let nowMs = 1_000_000;
  const fullTables: string[] = [];
  const guard = new MemorySignInGuard({ ...LIMITS, ...limits }, { now: () => nowMs, onFull: (table) => fullTables.push(table) });
  return {
    guard,
    fullTables,
    advance(ms: number) {
      nowMs += ms;
    },
    /** reserve + recordFailure, as signIn does for a wrong password; the reservation's outcome. */
    async fail(username: string, ip: string | null = '10.0.0.1') {
      const reservation = await guard.reserve({ username, ip });
      if (reservation.isAllowed) await guard.recordFailure(reservation.ticket);
      return reservation;
    },
    async succeed(username: string, ip: string | null = '10.0.0.1') {
      const reservation = await guard.reserve({ username, ip });
      if (reservation.isAllowed) await guard.recordSuccess(reservation.ticket);
      return reservation;
    },
  };
}

const waitOf = (reservation: Awaited<ReturnType<MemorySignInGuard['reserve']>>) => (reservation.isAllowed ? 0 : reservation.retryAfterMs);

describe('backoffMs and retryAfterSeconds', () => {
  it('free failures wait 0, then base × 2^n up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 200].map((failures) => backoffMs(failures, LIMITS))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('rounds up to whole seconds, at least 1', () => {
    expect([1, 999, 1_000, 1_001, 0].map(retryAfterSeconds)).toEqual([1, 1, 1, 2, 1]);
  });
});

describe('MemorySignInGuard: back-off per username', () => {
  it('waits after the free failures, doubling, capped; case- and space-insensitive; others are not slowed', async () => {
    const { guard, advance, fail } = setup();
    expect((await fail('Ann')).isAllowed).toBe(true);
    expect((await fail(' ann ')).isAllowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect((await fail('ANN')).isAllowed).toBe(true);
      const refused = await guard.reserve({ username: 'ann', ip: '10.0.0.2' });
      waits.push(waitOf(refused));
      advance(waitOf(refused));
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect((await guard.reserve({ username: 'bob', ip: '10.0.0.1' })).isAllowed).toBe(true);
  });

  it('reserve counts before the outcome: parallel reservations get no more checks than a sequence', async () => {
    const { guard } = setup({ perUsernameBackoffBaseMs: 60_000, perUsernameBackoffMaxMs: 60_000 });
    const reservations = await Promise.all(Array.from({ length: 40 }, () => guard.reserve({ username: 'ann', ip: '10.0.0.1' })));
    expect(reservations.filter((reservation) => reservation.isAllowed)).toHaveLength(3);
    expect(waitOf(reservations[3] ?? reservations[0]!)).toBe(60_000);
  });

  it('a success forgets the failures; so does an admin clear; so does time (the window after the last failure)', async () => {
    const { guard, advance, fail, succeed } = setup({ perUsernameBackoffBaseMs: 60_000, perUsernameBackoffMaxMs: 60_000 });
    await fail('ann');
    await fail('ann');
    expect((await succeed('ann')).isAllowed).toBe(true);
    await fail('ann');
    await fail('ann');
    await fail('ann');
    expect((await guard.reserve({ username: 'ann', ip: null })).isAllowed).toBe(false);
    await guard.clear('ANN');
    expect((await fail('ann')).isAllowed).toBe(true);
    expect((await fail('ann')).isAllowed).toBe(true);
    expect((await fail('ann')).isAllowed).toBe(true);
    advance(LIMITS.perUsernameWindowMs);
    // Forgotten: three free failures again... plus one.
    for (let i = 0; i < 3; i++) expect((await fail('ann')).isAllowed).toBe(true);
    expect((await fail('ann')).isAllowed).toBe(false);
    expect(guard.size.usernames).toBe(1);
  });

  it('the wait runs from the answer: a slow password check does not eat it', async () => {
    const { guard, advance } = setup({ perUsernameMax: 0 });
    const reservation = await guard.reserve({ username: 'ann', ip: '10.0.0.1' });
    advance(900); // the argon2 check, queued behind others
    if (reservation.isAllowed) await guard.recordFailure(reservation.ticket);
    advance(500);
    expect(waitOf(await guard.reserve({ username: 'ann', ip: '10.0.0.1' }))).toBe(500);
  });
});

describe('MemorySignInGuard: a clock that steps back', () => {
  it('never waits longer than the cap from now: a back-off and a pair lock end on time after the clock went back 10 min', async () => {
    const { guard, advance, fail, succeed } = setup({ perUsernameIpMax: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fail('owner', '203.0.113.7');
      advance(8_000);
    }
    // Past its free failures, from three addresses (no pair locks): a 1 s back-off.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await fail('chef', ip);
    // NTP corrects the clock, or a VM is restored from a snapshot.
    advance(-10 * 60_000);
    expect(waitOf(await guard.reserve({ username: 'chef', ip: '10.0.0.4' }))).toBe(8_000);
    expect(waitOf(await guard.reserve({ username: 'owner', ip: '203.0.113.7' }))).toBe(15 * 60_000);
    advance(8_000);
    expect((await succeed('chef', '10.0.0.4')).isAllowed).toBe(true);
    advance(15 * 60_000);
    expect((await succeed('owner', '203.0.113.7')).isAllowed).toBe(true);
  });
});

describe('MemorySignInGuard: lock per username + IP', () => {
  it('locks only the pair; another IP gets the username (after its back-off); the lock ends on time', async () => {
    const { guard, advance, fail, succeed } = setup({ perUsernameIpMax: 3, perUsernameBackoffBaseMs: 10 });
    await fail('owner', '203.0.113.7');
    await fail('owner', '203.0.113.7');
    await fail('owner', '203.0.113.7');
    advance(10);
    expect(waitOf(await guard.reserve({ username: 'owner', ip: '203.0.113.7' }))).toBe(15 * 60_000 - 10);
    expect((await succeed('owner', '198.51.100.20')).isAllowed).toBe(true);
    expect((await guard.reserve({ username: 'owner', ip: '203.0.113.7' })).isAllowed).toBe(false);
    advance(15 * 60_000);
    expect((await succeed('owner', '203.0.113.7')).isAllowed).toBe(true);
  });

  it("clear() lifts every pair of the username, and no one else's", async () => {
    const { guard, fail } = setup({ perUsernameIpMax: 1, perUsernameMax: 100 });
    await fail('owner', '203.0.113.7');
    await fail('owner', '203.0.113.8');
    await fail('ownerish', '203.0.113.7');
    await guard.clear('Owner');
    expect((await guard.reserve({ username: 'owner', ip: '203.0.113.7' })).isAllowed).toBe(true);
    expect((await guard.reserve({ username: 'owner', ip: '203.0.113.8' })).isAllowed).toBe(true);
    expect((await guard.reserve({ username: 'ownerish', ip: '203.0.113.7' })).isAllowed).toBe(false);
  });
});

/** A table of three usernames, each waiting a minute after its first failure. */
const FULL_OF_WAITS: Partial<SignInGuardLimits> = {
  trackedKeysMax: 3,
  perUsernameMax: 0,
  perUsernameBackoffBaseMs: 60_000,
  perUsernameBackoffMaxMs: 60_000,
};

describe('MemorySignInGuard: bounded memory', () => {
  it('10,050 failed sign-ins with other usernames do not lift a lock (the old tracker forgot it)', async () => {
    const { guard, fail, advance } = setup({
      trackedKeysMax: 10_000,
      perUsernameBackoffBaseMs: 60_000,
      perUsernameBackoffMaxMs: 60_000,
      perUsernameIpMax: 3,
    });
    await fail('owner', '203.0.113.7');
    await fail('owner', '203.0.113.7');
    await fail('owner', '203.0.113.7');
    for (let i = 0; i < 10_050; i++) {
      await fail(`flood-${i}`, `198.51.${Math.floor(i / 256) % 256}.${i % 256}`);
      if (i % 1000 === 0) advance(1);
    }
    expect(guard.size.usernames).toBeLessThanOrEqual(10_000);
    expect(guard.size.pairs).toBeLessThanOrEqual(10_000);
    expect((await guard.reserve({ username: 'owner', ip: '198.51.100.20' })).isAllowed).toBe(false);
    expect((await guard.reserve({ username: 'owner', ip: '203.0.113.7' })).isAllowed).toBe(false);
  });

  it('evicts the entries with the fewest failures first: a username past its wait keeps its count', async () => {
    const { guard, fail, advance } = setup({ trackedKeysMax: 10, perUsernameBackoffBaseMs: 1_000 });
    // 'owner' reached back-off, and the wait has passed: not refusing now, but its count must survive.
    for (let i = 0; i < 4; i++) {
      await fail('owner');
      advance(10_000);
    }
    for (let i = 0; i < 100; i++) await fail(`flood-${i}`, `10.1.0.${i}`);
    expect(guard.size.usernames).toBeLessThanOrEqual(10);
    expect((await fail('owner')).isAllowed).toBe(true);
    // Its 5th failure waits 4 s (a forgotten count would start free again).
    expect(waitOf(await guard.reserve({ username: 'owner', ip: '10.0.0.1' }))).toBe(4_000);
  });

  it('when every entry is an active lock, new keys go untracked rather than dropping a lock; tracking resumes when a lock ends', async () => {
    const { guard, fail, advance, fullTables } = setup(FULL_OF_WAITS);
    await fail('a');
    advance(30_000);
    await fail('b');
    await fail('c');
    // Full of waiting usernames: 'd' is allowed but not tracked, and the locks stay.
    for (let i = 0; i < 5; i++) expect((await fail('d')).isAllowed).toBe(true);
    expect(guard.size.usernames).toBe(3);
    for (const username of ['a', 'b', 'c']) expect((await guard.reserve({ username, ip: '10.0.0.9' })).isAllowed).toBe(false);
    expect(fullTables).toContain('usernames');
    // 'a' waits out first: then 'd' takes its place.
    advance(30_000);
    expect((await fail('d')).isAllowed).toBe(true);
    expect((await guard.reserve({ username: 'd', ip: '10.0.0.9' })).isAllowed).toBe(false);
    expect((await guard.reserve({ username: 'b', ip: '10.0.0.9' })).isAllowed).toBe(false);
  });

  it('a table full of waits is not shut longer by a clock that steps back: tracking resumes within the longest wait', async () => {
    const { guard, fail, advance } = setup(FULL_OF_WAITS);
    for (const username of ['a', 'b', 'c']) await fail(username);
    // Full of waiting usernames: 'd' goes untracked.
    await fail('d');
    expect((await guard.reserve({ username: 'd', ip: '10.0.0.9' })).isAllowed).toBe(true);
    // The clock goes back 10 minutes (NTP, a restored VM); the longest wait (1 min) passes.
    advance(-10 * 60_000);
    await fail('d');
    advance(60_000);
    // 'd' is tracked again: its failure now makes it wait.
    expect((await fail('d')).isAllowed).toBe(true);
    expect((await guard.reserve({ username: 'd', ip: '10.0.0.9' })).isAllowed).toBe(false);
  });
});
