// The request bodies of the settings area, menu and users (each from its resource's contract file): spec 5's
// messages, word for word.
import { describe, expect, it } from 'vitest';
import { addonBody, categoryAddBody, menuItemBody, variantBody } from './menu';
import { paymentTypeAddBody } from './paymentTypes';
import { printSettingsBody } from './settings';
import { storeTableBody } from './storeTables';
import { taxAddBody, taxUpdateBody } from './taxes';
import { passwordResetBody, userAddBody } from './users';
import { PASSWORD_POLICY_MESSAGES } from '../domain/access/passwordPolicy';
import { validate } from './validation';

const messageOf = (result: ReturnType<typeof validate>) => (result.ok ? undefined : result.message);
const add = (password: unknown) => validate(userAddBody, { name: 'A', username: 'a', password });

describe('spec 5 messages, word for word', () => {
  it('tables', () => {
    expect(messageOf(validate(storeTableBody, { title: ' ', floor: 'G', seatingCapacity: 2 }))).toBe('Please provide Title!');
    expect(messageOf(validate(storeTableBody, { title: 'T1', floor: '', seatingCapacity: 2 }))).toBe("Please provide Floor or use '-'");
    expect(messageOf(validate(storeTableBody, { title: 'T1', floor: '-', seatingCapacity: '' }))).toBe(
      "Please provide Seating Capacity or '0'",
    );
    expect(messageOf(validate(storeTableBody, { title: 'T1', floor: '-', seatingCapacity: -1 }))).toBe(
      "Please provide Seating Capacity or '0'",
    );
    expect(validate(storeTableBody, { title: 'T1', floor: '-', seatingCapacity: '0' })).toEqual({
      ok: true,
      data: { title: 'T1', floor: '-', seatingCapacity: 0 },
    });
  });

  it('menu items: title, price, nullable net price, category and tax', () => {
    expect(messageOf(validate(menuItemBody, { title: '', price: 1 }))).toBe('Please enter title!');
    expect(messageOf(validate(menuItemBody, { title: 'Tea', price: -1 }))).toBe('Please provide valid price!');
    expect(messageOf(validate(menuItemBody, { title: 'Tea', price: '1.234' }))).toBe('Please provide valid price!');
    expect(validate(menuItemBody, { title: 'Tea', price: '2.5', netPrice: '', categoryId: '', taxId: null })).toEqual({
      ok: true,
      data: { title: 'Tea', price: 250, netPrice: null, categoryId: null, taxId: null },
    });
  });

  it('treats absent optional fields like empty ones, with the spec message for required ones', () => {
    expect(validate(menuItemBody, { title: 'Tea', price: 1 })).toEqual({
      ok: true,
      data: { title: 'Tea', price: 100, netPrice: null, categoryId: null, taxId: null },
    });
    expect(messageOf(validate(menuItemBody, { title: 'Tea' }))).toBe('Please provide valid price!');
    expect(validate(variantBody, { title: 'Large' })).toEqual({ ok: true, data: { title: 'Large', price: 0 } });
    expect(messageOf(validate(storeTableBody, { title: 'T1', floor: '-' }))).toBe("Please provide Seating Capacity or '0'");
  });

  it('variants and addons: empty price counts as 0, negative refused', () => {
    expect(validate(variantBody, { title: 'Large', price: '' })).toEqual({ ok: true, data: { title: 'Large', price: 0 } });
    expect(messageOf(validate(variantBody, { title: '', price: 1 }))).toBe('Please provide variant title!');
    expect(messageOf(validate(variantBody, { title: 'L', price: -2 }))).toBe('Please provide valid variant price!');
    expect(messageOf(validate(addonBody, { title: '' }))).toBe('Please provide addon title!');
    expect(messageOf(validate(addonBody, { title: 'Cheese', price: 'x' }))).toBe('Please provide valid addon price!');
  });

  it('taxes: add and update titles differ, rate and type checked', () => {
    expect(messageOf(validate(taxAddBody, { title: '', rate: 5, type: 'inclusive' }))).toBe('Provide Title!');
    expect(messageOf(validate(taxUpdateBody, { title: '', rate: 5, type: 'inclusive' }))).toBe('Please provide title!');
    expect(messageOf(validate(taxAddBody, { title: 'VAT', rate: -5, type: 'inclusive' }))).toBe('Invalid value provided in Tax Rate!');
    expect(messageOf(validate(taxAddBody, { title: 'VAT', rate: 5 }))).toBe('Select Tax Type!');
    expect(validate(taxAddBody, { title: 'VAT', rate: '12.5', type: 'exclusive' })).toEqual({
      ok: true,
      data: { title: 'VAT', rate: 1250, type: 'exclusive' },
    });
  });

  it('categories, payment types, print settings and users', () => {
    expect(messageOf(validate(categoryAddBody, {}))).toBe('Please provide Category Title!');
    expect(messageOf(validate(paymentTypeAddBody, { title: ' ' }))).toBe('Please provide Payment Type Title!');
    expect(messageOf(validate(printSettingsBody, { pageFormat: 72 }))).toBe('Please select page size 80mm or 57mm!');
    expect(messageOf(validate(userAddBody, { name: '', username: 'a', password: 'long-enough' }))).toBe('Please provide name!');
    expect(messageOf(validate(userAddBody, { name: 'A', username: '', password: 'long-enough' }))).toBe('Please provide username!');
    expect(messageOf(validate(userAddBody, { name: 'A', username: 'a', password: '' }))).toBe('Please provide password!');
    expect(messageOf(validate(userAddBody, { name: 'A', username: 'a', password: 'long-enough', userScopes: ['NOPE'] }))).toBe(
      'Invalid scope provided!',
    );
  });

  it('passwords: at least 8 characters (code points) on add and reset; empty keeps the spec messages', () => {
    expect(messageOf(add('1234567'))).toBe(PASSWORD_POLICY_MESSAGES.tooShort);
    expect(messageOf(add('🔑🔑🔑🔑🔑🔑🔑'))).toBe(PASSWORD_POLICY_MESSAGES.tooShort);
    expect(add('12345678').ok).toBe(true);
    expect(add('🔑🔑🔑🔑🔑🔑🔑🔑').ok).toBe(true);
    // Spaces count and are kept: a passphrase is a password (NIST SP 800-63B).
    expect(add('   a    ')).toMatchObject({ ok: true, data: { password: '   a    ' } });
    expect(messageOf(add(undefined))).toBe('Please provide password!');

    expect(messageOf(validate(passwordResetBody, { password: '' }))).toBe('Provide new password!');
    expect(messageOf(validate(passwordResetBody, {}))).toBe('Provide new password!');
    expect(messageOf(validate(passwordResetBody, { password: 'short' }))).toBe(PASSWORD_POLICY_MESSAGES.tooShort);
    expect(validate(passwordResetBody, { password: 'long-enough' }).ok).toBe(true);
  });
});
