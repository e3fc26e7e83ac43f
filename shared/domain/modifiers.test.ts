// The modifier rules as the server, the POS chooser and the outbox read them.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { type ModifierChoice, type ModifierGroup, checkModifiers, defaultChoiceIds, groupRule } from './modifiers';
import { minorUnits as m } from './money/money';

const choice = (id: number, priceChange = 0, extra: Partial<ModifierChoice> = {}): ModifierChoice => ({
  id,
  name: `C${id}`,
  kind: 'PLAIN',
  priceChange: m(priceChange),
  isDefault: false,
  childGroupId: null,
  ...extra,
});
const group = (id: number, name: string, rule: Partial<ModifierGroup>, choices: ModifierChoice[]): ModifierGroup => ({
  id,
  name,
  isRequired: false,
  minChoices: 0,
  maxChoices: null,
  freeChoices: 0,
  choices,
  ...rule,
});

describe('groupRule', () => {
  it('says the rule as the chooser shows it', () => {
    expect(groupRule({ isRequired: true, minChoices: 0, maxChoices: 1, freeChoices: 0 })).toBe('Choose 1');
    expect(groupRule({ isRequired: false, minChoices: 0, maxChoices: 3, freeChoices: 0 })).toBe('Up to 3');
    expect(groupRule({ isRequired: true, minChoices: 1, maxChoices: 3, freeChoices: 2 })).toBe('Choose 1 to 3, 2 free');
    expect(groupRule({ isRequired: false, minChoices: 0, maxChoices: null, freeChoices: 0 })).toBe('Optional');
    expect(groupRule({ isRequired: false, minChoices: 2, maxChoices: null, freeChoices: 0 })).toBe('Choose at least 2');
  });
});

describe('checkModifiers', () => {
  const dressing = group(3, 'Dressing', { isRequired: true, maxChoices: 1 }, [choice(30, 50), choice(31)]);
  const side = group(2, 'Side', { isRequired: true, maxChoices: 1 }, [choice(20, 0, { childGroupId: 3 }), choice(21)]);
  const byId = new Map([side, dressing].map((candidate) => [candidate.id, candidate]));

  it('names the group whose rule is broken', () => {
    expect(checkModifiers([side], byId, [])).toEqual({ ok: false, message: 'Side: choose 1' });
    expect(checkModifiers([side], byId, [20, 21])).toEqual({ ok: false, message: 'Side: choose 1' });
    expect(checkModifiers([side], byId, [20])).toEqual({ ok: false, message: 'Dressing: choose 1' });
  });

  it('refuses a child group’s choice when its parent choice is not chosen', () => {
    expect(checkModifiers([side], byId, [21, 30])).toMatchObject({ ok: false });
  });

  it('lists the chosen in the menu’s order, a child after its parent', () => {
    expect(checkModifiers([side], byId, [30, 20])).toMatchObject({ ok: true, priceChange: 50, chosen: [{ name: 'C20' }, { name: 'C30' }] });
  });

  it('starts the chooser with the defaults', () => {
    const withDefaults = group(4, 'Temp', {}, [choice(40), choice(41, 0, { isDefault: true, childGroupId: 3 })]);
    const dressingDefault = { ...dressing, choices: [choice(30, 50, { isDefault: true }), choice(31)] };
    expect(defaultChoiceIds([withDefaults], new Map([[3, dressingDefault]]))).toEqual([41, 30]);
  });

  it('prices a line as the sum of its choices’ changes, the first free ones that cost something at 0 (property)', () => {
    expect.assertions(0);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 8 }), fc.nat(3), (changes, free) => {
        const anyGroup = group(
          9,
          'Any',
          { freeChoices: free },
          changes.map((change, index) => choice(100 + index, change)),
        );
        const checked = checkModifiers(
          [anyGroup],
          new Map(),
          anyGroup.choices.map((candidate) => candidate.id),
        );
        if (!checked.ok) return false;
        const waived = changes
          .filter((change) => change > 0)
          .slice(0, free)
          .reduce((sum, change) => sum + change, 0);
        const total = changes.reduce((sum, change) => sum + change, 0);
        return (
          checked.priceChange === total - waived &&
          checked.chosen.reduce((sum, chosen) => sum + chosen.priceChange, 0) === checked.priceChange
        );
      }),
    );
  });
});
