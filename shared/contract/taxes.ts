// Spec 3 (tax), 5 and 7 (Settings → Taxes): the tax's bodies with the spec's messages, its wire shape, and the
// server's answers. Money and tax rates travel as decimals (rate 5 = 5%).
import { z } from 'zod';
import { TAX_TYPES } from '../domain/tax';
import { moneyAmount, requiredText } from './validation';

export { TAX_TYPES } from '../domain/tax';

/** What the taxes routes answer (spec 7: the response's message is shown as a toast). */
export const TAX_MESSAGES = {
  taxAdded: 'Tax added successfully!',
  taxUpdated: 'Tax updated successfully!',
  taxDeleted: 'Tax deleted successfully!',
  taxNotFound: 'Tax not found!',
  taxInUse: (count: number) => `This tax is used by ${count} menu item(s). Change their tax first!`,
} as const;

/** Tax rate: a percent with at most 2 decimals, 0–100, kept as hundredths of a percent (basis points). */
const taxRate = moneyAmount('Invalid value provided in Tax Rate!').refine(
  (value) => value !== null && value <= 10_000,
  'Invalid value provided in Tax Rate!',
);
const taxType = z.enum(TAX_TYPES, { error: 'Select Tax Type!' });

export const taxAddBody = z.object({ title: requiredText('Provide Title!', 100), rate: taxRate, type: taxType });
export const taxUpdateBody = z.object({ title: requiredText('Please provide title!', 100), rate: taxRate, type: taxType });
export type TaxBody = z.output<typeof taxAddBody>;

const taxDto = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Percent, up to 2 decimals. */
  rate: z.number(),
  type: z.enum(TAX_TYPES),
});
export type TaxDto = z.infer<typeof taxDto>;

export const taxesResponse = z.object({ taxes: z.array(taxDto) });
export type TaxesResponse = z.infer<typeof taxesResponse>;
