// Split bills (shared/domain/bill/splits.ts): table cases, then properties with fast-check: whatever the bill,
// every split adds up to it exactly in every field, never goes negative, and keeps net + tax = total per check.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillTotals, storedBill } from './bill';
import { amountChecks as amountBills, evenChecks as evenBills, itemChecks as itemBills } from './splits';

// The cases below speak of each figure by its short name: net (itemsTotal), tax, total (payableTotal), discount.
interface CheckFigures {
  net: number;
  tax: number;
  total: number;
  discount: number;
}
type BillFigures = CheckFigures;
const billOfFigures = (figures: BillFigures) =>
  storedBill({ itemsTotal: figures.net, taxTotal: figures.tax, payableTotal: figures.total, discountTotal: figures.discount });
const figuresOf = (check: BillTotals): CheckFigures => ({
  net: check.itemsTotal,
  tax: check.taxTotal,
  total: check.payableTotal,
  discount: check.discountTotal,
});
const evenChecks = (bill: BillFigures, guests: number) => evenBills(billOfFigures(bill), guests).map(figuresOf);
const amountChecks = (bill: BillFigures, amounts: readonly number[]) => amountBills(billOfFigures(bill), amounts)?.map(figuresOf) ?? null;
const itemChecks = (lines: Parameters<typeof itemBills>[0], checkOf: readonly number[], count: number) =>
  itemBills(lines, checkOf, count)?.map(figuresOf) ?? null;

const sum = (checks: readonly CheckFigures[], field: keyof CheckFigures) => checks.reduce((total, check) => total + check[field], 0);

function expectWhole(bill: BillFigures, checks: readonly CheckFigures[]) {
  expect({ net: sum(checks, 'net'), tax: sum(checks, 'tax'), total: sum(checks, 'total'), discount: sum(checks, 'discount') }).toEqual(
    bill,
  );
  expect(checks.every((check) => check.net >= 0 && check.tax >= 0 && check.total >= 0 && check.discount >= 0)).toBe(true);
  expect(checks.every((check) => check.net + check.tax === check.total)).toBe(true);
}

describe('evenChecks', () => {
  it('100.00 evenly by 3: 33.34, 33.33, 33.33 — the extra cent on the first check; tax shared the same way', () => {
    const bill = { net: 9524, tax: 476, total: 10_000, discount: 0 };
    const checks = evenChecks(bill, 3);
    expect(checks.map((check) => check.total)).toEqual([3334, 3333, 3333]);
    expect(checks.map((check) => check.tax)).toEqual([159, 159, 158]);
    expectWhole(bill, checks);
  });

  it('refuses 0 or more than 50 guests', () => {
    expect(() => evenChecks({ net: 1, tax: 0, total: 1, discount: 0 }, 0)).toThrow(RangeError);
    expect(() => evenChecks({ net: 1, tax: 0, total: 1, discount: 0 }, 51)).toThrow(RangeError);
  });
});

describe('amountChecks and itemChecks', () => {
  it('by amount: the amounts must add up to the total, each above 0', () => {
    const bill = { net: 2149, tax: 145, total: 2294, discount: 250 };
    const checks = amountChecks(bill, [1000, 1294]);
    expect(checks?.map((check) => check.total)).toEqual([1000, 1294]);
    expectWhole(bill, checks ?? []);
    expect(amountChecks(bill, [1000, 1000])).toBeNull();
    expect(amountChecks(bill, [2294, 0])).toBeNull();
    expect(amountChecks(bill, [])).toBeNull();
  });

  it('by items: each check is the sum of its lines; every check needs one', () => {
    const lines = [
      { net: 450, tax: 0, payable: 450, discount: 50 },
      { net: 900, tax: 45, payable: 945, discount: 100 },
      { net: 799, tax: 100, payable: 899, discount: 100 },
    ];
    expect(itemChecks(lines, [0, 1, 1], 2)).toEqual([
      { net: 450, tax: 0, total: 450, discount: 50 },
      { net: 1699, tax: 145, total: 1844, discount: 200 },
    ]);
    expect(itemChecks(lines, [0, 0, 0], 2)).toBeNull();
    expect(itemChecks(lines, [0, 2, 1], 2)).toBeNull();
  });

  it("by items with a service charge: the checks share the charge and its tax by their items, adding up to the bill's", () => {
    // Pizza 10.00 (+0.50 tax) and tea 2.50; a 10 % charge of 12.50 = 1.25, taxed at 20 %: 0.25. Bill 14.50.
    const lines = [
      { net: 1000, tax: 50, payable: 1050, discount: 0 },
      { net: 250, tax: 0, payable: 250, discount: 0 },
    ];
    const bill = storedBill({ itemsTotal: 1250, serviceChargeTotal: 125, taxTotal: 75, payableTotal: 1450 });
    const checks = itemBills(lines, [0, 1], 2, bill) ?? [];
    expect(checks.map((check) => [check.itemsTotal, check.serviceChargeTotal, check.taxTotal, check.payableTotal])).toEqual([
      [1000, 100, 70, 1170],
      [250, 25, 5, 280],
    ]);
    for (const figure of ['itemsTotal', 'serviceChargeTotal', 'taxTotal', 'payableTotal'] as const)
      expect(checks.reduce((total, check) => total + check[figure], 0)).toBe(bill[figure]);
  });
});

const billOf = fc
  .record({
    total: fc.integer({ min: 0, max: 50_000_000 }),
    taxShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    discount: fc.integer({ min: 0, max: 5_000_000 }),
  })
  .map(({ total, taxShare, discount }) => {
    const tax = Math.floor(total * taxShare);
    return { net: total - tax, tax, total, discount };
  });

describe('properties: a split always adds up to the bill and never goes negative', () => {
  it('evenly, for any bill and any number of guests; the checks differ by at most a cent', () => {
    fc.assert(
      fc.property(billOf, fc.integer({ min: 1, max: 50 }), (bill, guests) => {
        const checks = evenChecks(bill, guests);
        expect(checks).toHaveLength(guests);
        expectWhole(bill, checks);
        const totals = checks.map((check) => check.total);
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('by amount, for any amounts that add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, taxShare, discount) => {
          const total = amounts.reduce((acc, amount) => acc + amount, 0);
          const tax = Math.floor(total * taxShare);
          const bill = { net: total - tax, tax, total, discount };
          const checks = amountChecks(bill, amounts);
          expect(checks?.map((check) => check.total)).toEqual(amounts);
          expectWhole(bill, checks ?? []);
        },
      ),
    );
  });

  it('by items, for any lines placed on any checks that all get one', () => {
    const line = fc.record({
      net: fc.integer({ min: 0, max: 1_000_000 }),
      tax: fc.integer({ min: 0, max: 200_000 }),
      discount: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.infiniteStream(fc.nat()),
        (raw, wanted, picks) => {
          const lines = raw.map((entry) => ({ ...entry, payable: entry.net + entry.tax }));
          const count = Math.min(wanted, lines.length);
          const iterator = picks[Symbol.iterator]();
          // The first `count` lines open one check each, the rest go anywhere.
          const checkOf = lines.map((_, index) => (index < count ? index : (iterator.next().value ?? 0) % count));
          const checks = itemChecks(lines, checkOf, count);
          expect(checks).toHaveLength(count);
          const bill = {
            net: lines.reduce((acc, entry) => acc + entry.net, 0),
            tax: lines.reduce((acc, entry) => acc + entry.tax, 0),
            total: lines.reduce((acc, entry) => acc + entry.payable, 0),
            discount: lines.reduce((acc, entry) => acc + entry.discount, 0),
          };
          expectWhole(bill, checks ?? []);
        },
      ),
    );
  });
});
