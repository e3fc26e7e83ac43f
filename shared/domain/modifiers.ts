// Modifier groups on a menu item (beside spec 5.5's add-ons): the rules of a group (required, minimum, maximum, free
// choices) and the price a line's chosen modifiers add. One pure function, so the server's create-order, the POS
// chooser and the offline outbox's check of queued orders say the same words and the same cents.
import { type MinorUnits, minorUnits, sumMinor } from './money/money';

/** NO removes an ingredient, EXTRA adds more, ON_SIDE serves it apart; PLAIN is any other choice (a temperature). */
export const MODIFIER_KINDS = ['PLAIN', 'NO', 'EXTRA', 'ON_SIDE'] as const;
export type ModifierKind = (typeof MODIFIER_KINDS)[number];
export const MODIFIER_KIND_LABELS: Record<ModifierKind, string> = { PLAIN: '', NO: 'NO', EXTRA: 'EXTRA', ON_SIDE: 'ON SIDE' };

export interface ModifierChoice {
  id: number;
  name: string;
  kind: ModifierKind;
  /** Added to the line's unit price; negative takes off (NO cheese −0.50). */
  priceChange: MinorUnits;
  isDefault: boolean;
  /** A group this choice opens ("Side: Salad" → "Dressing"); one level deep. */
  childGroupId: number | null;
}

export interface ModifierGroup {
  id: number;
  name: string;
  isRequired: boolean;
  minChoices: number;
  /** null: no maximum. */
  maxChoices: number | null;
  /** The first this many chosen choices (in the group's order) that cost something are free. */
  freeChoices: number;
  /** In the group's order. */
  choices: readonly ModifierChoice[];
}

/** A chosen modifier as the line keeps it, by value: what it was called and what it cost when ordered. */
export interface ChosenModifier {
  choiceId: number;
  groupName: string;
  name: string;
  kind: ModifierKind;
  /** What this line was charged for it (0 when it was one of the group's free choices). */
  priceChange: MinorUnits;
}

export type ModifierCheck = { ok: true; chosen: ChosenModifier[]; priceChange: MinorUnits } | { ok: false; message: string };

export const MODIFIER_MESSAGES = {
  notAChoice: 'A chosen modifier does not belong to its item. Please choose again!',
  negativePrice: 'A line cannot cost less than nothing. Please choose again!',
} as const;

/** The fewest choices a group needs: a required group at least one. */
function minimumOf(group: Pick<ModifierGroup, 'isRequired' | 'minChoices'>): number {
  return group.isRequired ? Math.max(1, group.minChoices) : group.minChoices;
}

/** The rule as the chooser shows it: "Choose 1", "Up to 3", "Choose 1 to 3", "Optional"; ", 2 free" when some are free. */
export function groupRule(group: Pick<ModifierGroup, 'isRequired' | 'minChoices' | 'maxChoices' | 'freeChoices'>): string {
  const min = minimumOf(group);
  const max = group.maxChoices;
  let rule: string;
  if (max !== null && min === max) rule = `Choose ${min}`;
  else if (min > 0) rule = max === null ? `Choose at least ${min}` : `Choose ${min} to ${max}`;
  else rule = max === null ? 'Optional' : `Up to ${max}`;
  return group.freeChoices > 0 ? `${rule}, ${group.freeChoices} free` : rule;
}

/** What is wrong with a group's count of choices, in the words the server answers ("Steak temperature: choose 1"); null when it is met. */
function groupCountProblem(group: ModifierGroup, count: number): string | null {
  const min = minimumOf(group);
  const max = group.maxChoices;
  if (count < min) return max === min ? `${group.name}: choose ${min}` : `${group.name}: choose at least ${min}`;
  if (max !== null && count > max) return max === min ? `${group.name}: choose ${max}` : `${group.name}: choose up to ${max}`;
  return null;
}

/**
 * Checks a line's chosen modifiers against its item's groups (in the item's order) and prices them. The groups open
 * to a line are the item's and those its chosen choices open; every open group's rule must hold, every chosen id must
 * be a choice of an open group. Chosen modifiers come back in the menu's order (group, then choice, a child group
 * after its parent choice), each with what it is charged.
 */
export function checkModifiers(
  itemGroups: readonly ModifierGroup[],
  groupsById: ReadonlyMap<number, ModifierGroup>,
  choiceIds: readonly number[],
): ModifierCheck {
  const wanted = new Set(choiceIds);
  const seen = new Set<number>();
  const opened = new Set<number>();
  const chosen: ChosenModifier[] = [];
  const visit = (group: ModifierGroup, depth: number): string | null => {
    // A group two chosen choices open (or an item lists twice) is checked once.
    if (opened.has(group.id)) return null;
    opened.add(group.id);
    const picked = group.choices.filter((choice) => wanted.has(choice.id));
    const problem = groupCountProblem(group, picked.length);
    if (problem) return problem;
    let free = group.freeChoices;
    for (const choice of picked) {
      seen.add(choice.id);
      const isFree = choice.priceChange > 0 && free > 0;
      if (isFree) free -= 1;
      chosen.push({
        choiceId: choice.id,
        groupName: group.name,
        name: choice.name,
        kind: choice.kind,
        priceChange: isFree ? minorUnits(0) : choice.priceChange,
      });
      const child = choice.childGroupId === null || depth > 0 ? undefined : groupsById.get(choice.childGroupId);
      if (child) {
        const childProblem = visit(child, depth + 1);
        if (childProblem) return childProblem;
      }
    }
    return null;
  };
  for (const group of itemGroups) {
    const problem = visit(group, 0);
    if (problem) return { ok: false, message: problem };
  }
  if (seen.size !== wanted.size) return { ok: false, message: MODIFIER_MESSAGES.notAChoice };
  return { ok: true, chosen, priceChange: sumMinor(chosen.map((modifier) => modifier.priceChange)) };
}

/** The choices a chooser starts with: each group's defaults (a child group's only when its parent is a default). */
export function defaultChoiceIds(itemGroups: readonly ModifierGroup[], groupsById: ReadonlyMap<number, ModifierGroup>): number[] {
  const ids: number[] = [];
  for (const group of itemGroups) {
    for (const choice of group.choices.filter((candidate) => candidate.isDefault)) {
      ids.push(choice.id);
      const child = choice.childGroupId === null ? undefined : groupsById.get(choice.childGroupId);
      if (child) ids.push(...child.choices.filter((candidate) => candidate.isDefault).map((candidate) => candidate.id));
    }
  }
  return ids;
}

/** How a line shows a chosen modifier: "NO Onions", "EXTRA Pepper sauce", "Medium rare". */
export function modifierText(modifier: Pick<ChosenModifier, 'kind' | 'name'>): string {
  const label = MODIFIER_KIND_LABELS[modifier.kind];
  return label ? `${label} ${modifier.name}` : modifier.name;
}

/** NO and EXTRA change what the kitchen makes: every view emphasises them. */
export function isEmphasised(modifier: Pick<ChosenModifier, 'kind'>): boolean {
  return modifier.kind === 'NO' || modifier.kind === 'EXTRA';
}
