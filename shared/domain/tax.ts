// Spec 3 / 9: the tax types, defined once (the database schema, the contracts and the settings pages use them).
// Any other value on a line adds no tax (shared/domain/bill/totals.ts).
export const TAX_TYPES = ['exclusive', 'inclusive'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
