// Spec 7 Session, hardening: failed sign-ins per username within a sliding window. In memory: one
// server process (a multi-node deployment would move this to the database or a shared store).
import type { SignInLimits } from '../config';
import { normalizeUsername } from '../db/repositories/users.repository';

const MAX_TRACKED_USERNAMES = 10_000;

export class SignInThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #limits: Pick<SignInLimits, 'perUsernameMax' | 'perUsernameWindowMs'>;

  constructor(limits: Pick<SignInLimits, 'perUsernameMax' | 'perUsernameWindowMs'>) {
    this.#limits = limits;
  }

  #recent(key: string, nowMs: number): number[] {
    const since = nowMs - this.#limits.perUsernameWindowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }

  isLocked(username: string, nowMs: number): boolean {
    return this.#recent(normalizeUsername(username), nowMs).length >= this.#limits.perUsernameMax;
  }

  recordFailure(username: string, nowMs: number): void {
    const key = normalizeUsername(username);
    const recent = this.#recent(key, nowMs);
    recent.push(nowMs);
    this.#failures.set(key, recent);
    if (this.#failures.size > MAX_TRACKED_USERNAMES) {
      // Forget the oldest-tracked username first (Map keeps insertion order).
      const oldest = this.#failures.keys().next().value;
      if (oldest !== undefined) this.#failures.delete(oldest);
    }
  }

  reset(username: string): void {
    this.#failures.delete(normalizeUsername(username));
  }
}
