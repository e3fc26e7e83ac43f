// Pure text helpers of the menu screens (unit-tested).
import type { TaxDto } from '../../../../shared/contract/taxes';
import { rateText } from '../../common/money';

/** Spec 2.13: the tax select shows 'title - rate% (type)'. */
export function taxLabel(tax: Pick<TaxDto, 'title' | 'rate' | 'type'>): string {
  return `${tax.title} - ${rateText(tax.rate)}% (${tax.type})`;
}

export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Route ids are positive integers; anything else is answered without a call. */
export function parseItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
