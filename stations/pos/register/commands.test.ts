// Conventions 13: one registry; shortcuts are unique and match the keys they show.
import { describe, expect, it } from 'vitest';
import { commandForKey, POS_COMMANDS, type KeyLike } from './commands';

const press = (overrides: Partial<KeyLike>): KeyLike => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...overrides,
});

describe('POS command registry', () => {
  it('has one shortcut per command', () => {
    const labels = POS_COMMANDS.map((command) => command.shortcut.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('matches Alt shortcuts by physical key, even while typing (macOS Option gives other characters)', () => {
    expect(commandForKey(press({ key: '˜', code: 'KeyN', altKey: true }), true)?.id).toBe('new');
    expect(commandForKey(press({ key: 'p', code: 'KeyP', altKey: true }), false)?.id).toBe('pay');
    expect(commandForKey(press({ key: 'p', code: 'KeyP', altKey: true, ctrlKey: true }), false)).toBeUndefined();
  });

  it('goes to the floor on Alt+F, a link to the floor page like Table Orders', () => {
    const floor = commandForKey(press({ key: 'f', code: 'KeyF', altKey: true }), true);
    expect(floor?.id).toBe('floor');
    expect(floor?.href).toBe('/dashboard/floor');
  });

  it('ignores plain-key shortcuts while typing', () => {
    expect(commandForKey(press({ key: '/', code: 'Slash' }), false)?.id).toBe('search');
    expect(commandForKey(press({ key: '/', code: 'Slash' }), true)).toBeUndefined();
    expect(commandForKey(press({ key: '?', code: 'Slash', shiftKey: true }), false)?.id).toBe('shortcuts');
    expect(commandForKey(press({ key: 'n', code: 'KeyN' }), false)).toBeUndefined();
  });
});
