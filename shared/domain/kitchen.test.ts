// The slug a station's name proposes (its screen's URL) and how the Reports kitchen tile writes a time.
import { describe, expect, it } from 'vitest';
import { PREP_STATION_SLUG_PATTERN, formatDuration, slugify } from './kitchen';

describe('slugify', () => {
  it('proposes a URL name the server accepts', () => {
    for (const [name, slug] of [
      ['Grill', 'grill'],
      ['Cold Starters & Salads', 'cold-starters-salads'],
      ['  Crème Brûlée  ', 'creme-brulee'],
      ['Bar #2', 'bar-2'],
    ] as const) {
      expect(slugify(name)).toBe(slug);
      expect(slugify(name)).toMatch(PREP_STATION_SLUG_PATTERN);
    }
    expect(slugify('x'.repeat(39) + ' yz')).toBe('x'.repeat(39));
    expect(slugify('***')).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, hours past an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(975)).toBe('16:15');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(59.6)).toBe('1:00');
  });
});
