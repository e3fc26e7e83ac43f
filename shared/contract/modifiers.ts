// Modifier groups (beside spec 5.5's add-ons): the group body with its choices, the wire shapes the back office and
// the POS read, and the answers. Price changes travel as decimals and may be negative.
import { z } from 'zod';
import { MODIFIER_KINDS } from '../domain/modifiers';
import { parseDecimalAmount, type MinorUnits } from '../domain/money/money';
import { MAX_STORED_INTEGER, optionalId, requiredId, requiredText } from './validation';

export const MODIFIER_GROUP_MESSAGES = {
  groupAdded: 'Modifier group added successfully!',
  groupUpdated: 'Modifier group updated successfully!',
  groupDeleted: 'Modifier group deleted successfully!',
  groupNotFound: 'Modifier group not found!',
  itemGroupsUpdated: 'Modifier groups of the item updated successfully!',
  invalidGroup: 'Please select a valid modifier group!',
  minAboveMax: 'Minimum choices cannot be more than maximum choices!',
  tooFewChoices: 'The group has fewer choices than its minimum!',
  childOfItself: 'A choice cannot open its own group!',
  tooDeep: 'A choice can open a group only one level deep: the group it opens must not open another!',
  invalidChoice: 'A choice to update does not belong to this group!',
} as const;

const count = (message: string) => z.number({ error: message }).int(message).min(0, message).max(99, message);

/** A price change: a decimal that may be negative (NO cheese −0.50); empty is 0. */
const priceChange = z
  .unknown()
  .optional()
  .transform((value, ctx): MinorUnits => {
    if (value === undefined || value === null || value === '') return parseDecimalAmount(0) as MinorUnits;
    const minor = parseDecimalAmount(value);
    if (minor === undefined || Math.abs(minor) > MAX_STORED_INTEGER) {
      ctx.addIssue({ code: 'custom', message: 'Please provide a valid price change!' });
      return z.NEVER;
    }
    return minor;
  });

const choiceBody = z.object({
  /** An existing choice of the group to keep (its id stays); without: a new choice. */
  id: optionalId(MODIFIER_GROUP_MESSAGES.invalidChoice),
  name: requiredText('Please provide choice name!', 100),
  kind: z.enum(MODIFIER_KINDS, { error: 'Please select a valid choice kind!' }).default('PLAIN'),
  priceChange,
  isDefault: z.boolean({ error: 'isDefault must be true or false!' }).default(false),
  childGroupId: optionalId(MODIFIER_GROUP_MESSAGES.invalidGroup),
});

export const modifierGroupBody = z
  .object({
    name: requiredText('Please provide group name!', 100),
    isRequired: z.boolean({ error: 'isRequired must be true or false!' }).default(false),
    minChoices: count('Minimum choices must be a whole number from 0 to 99!').default(0),
    maxChoices: count('Maximum choices must be a whole number from 1 to 99!')
      .min(1, 'Maximum choices must be a whole number from 1 to 99!')
      .nullish()
      .transform((value) => value ?? null),
    freeChoices: count('Free choices must be a whole number from 0 to 99!').default(0),
    choices: z
      .array(choiceBody, { error: 'Please provide the choices!' })
      .min(1, 'Please provide at least one choice!')
      .max(50, 'A group has at most 50 choices!'),
  })
  .refine((group) => group.maxChoices === null || group.minChoices <= group.maxChoices, {
    message: MODIFIER_GROUP_MESSAGES.minAboveMax,
    path: ['minChoices'],
  })
  .refine((group) => group.choices.length >= group.minChoices, { message: MODIFIER_GROUP_MESSAGES.tooFewChoices, path: ['choices'] });
export type ModifierGroupBody = z.output<typeof modifierGroupBody>;

export const itemModifierGroupsBody = z.object({
  groupIds: z
    .array(requiredId(MODIFIER_GROUP_MESSAGES.invalidGroup), { error: MODIFIER_GROUP_MESSAGES.invalidGroup })
    .max(20, 'An item offers at most 20 modifier groups!')
    .transform((ids) => [...new Set(ids)]),
});

const modifierChoiceDto = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(MODIFIER_KINDS),
  /** Decimal; may be negative. */
  price_change: z.number(),
  is_default: z.boolean(),
  child_group_id: z.number().int().nullable(),
});

const modifierGroupDto = z.object({
  id: z.number().int(),
  name: z.string(),
  is_required: z.boolean(),
  min_choices: z.number().int(),
  max_choices: z.number().int().nullable(),
  free_choices: z.number().int(),
  choices: z.array(modifierChoiceDto),
});
export type ModifierGroupDto = z.infer<typeof modifierGroupDto>;

export const modifierGroupsResponse = z.object({
  modifierGroups: z.array(modifierGroupDto),
  /** Which groups each item offers, in its order (items without groups left out). */
  itemGroups: z.array(z.object({ itemId: z.number().int(), groupIds: z.array(z.number().int()) })),
});
export type ModifierGroupsResponse = z.infer<typeof modifierGroupsResponse>;

/** A placed line's modifier, by value. */
export const orderLineModifierDto = z.object({
  group_name: z.string(),
  name: z.string(),
  kind: z.enum(MODIFIER_KINDS),
  /** Decimal; what the line was charged for it. */
  price_change: z.number(),
});
export type OrderLineModifierDto = z.infer<typeof orderLineModifierDto>;
