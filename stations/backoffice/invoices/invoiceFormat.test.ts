import { describe, expect, it } from 'vitest';
import { customerLabel, dateTimeFormatters, orderIdsText, tokensText } from './invoiceFormat';

describe('invoice cells', () => {
  it('says WALKIN without a customer, the name otherwise', () => {
    expect(customerLabel({ customer_type: 'WALKIN', name: null })).toBe('WALKIN');
    expect(customerLabel({ customer_type: 'CUSTOMER', name: '  ' })).toBe('WALKIN');
    // A deleted customer's invoice keeps the type but may lose the name.
    expect(customerLabel({ customer_type: 'CUSTOMER', name: null })).toBe('WALKIN');
    expect(customerLabel({ customer_type: 'CUSTOMER', name: 'Robin Regular' })).toBe('Robin Regular');
  });

  it('lists order ids and tokens in the invoice order', () => {
    const invoice = {
      orders: [
        { order_id: 41, token_no: 7 },
        { order_id: 44, token_no: 9 },
      ],
    };
    expect(orderIdsText(invoice)).toBe('41, 44');
    expect(tokensText(invoice)).toBe('7, 9');
  });

  it("formats the date in the store's time zone, and survives an unknown zone", () => {
    const iso = '2026-11-22T23:30:00.000Z';
    expect(dateTimeFormatters('Asia/Kolkata').date(iso)).toBe('Nov 23, 2026');
    expect(dateTimeFormatters('Asia/Kolkata').time(iso)).toBe('5:00 AM');
    expect(dateTimeFormatters('UTC').date(iso)).toBe('Nov 22, 2026');
    expect(dateTimeFormatters('Not/AZone').date(iso)).toMatch(/2026/);
    expect(dateTimeFormatters('UTC').time('not a date')).toBe('not a date');
  });
});
