// Safe localStorage access: private modes and full quotas must never break a station.

export function readStored<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (text == null) return undefined;
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable or full: the in-memory signal still holds the value for this page.
  }
}
