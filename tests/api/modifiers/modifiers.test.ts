// Modifier groups: the back office's groups and the items that offer them, create-order's rules (required, minimum,
// maximum, free choices, one level of nesting) with the group named in the refusal, prices from the server's menu,
// and the chosen modifiers kept by value on the line, so a later menu edit never alters a placed order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { decodeDecimalAmount } from '../../../shared/domain/money/money';
import { MODIFIER_GROUP_MESSAGES } from '../../../shared/contract/modifiers';
import { cartLine, createMenuItem } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CREATE_AND_PAY, CREATE_ORDER } from '../helpers/posApi';
import { INVOICE_PDF } from '../helpers/salesApi';
import { pdfTextPieces, pdfTextRows } from '../../support/pdfText';
import { createPaymentType } from '../../factories/paymentTypes';
import { ORDERS } from '../helpers/ordersApi';
import { BOARD } from '../helpers/kitchenApi';
import type { KitchenBoardResponse } from '../../../shared/contract/kitchen';
import type { OrderGroupDto, OrderItemDto } from '../../../shared/contract/orders';

const GROUPS = '/api/v1/modifier-groups';
const ITEM_GROUPS = (itemId: number) => `/api/v1/menu-items/modifier-groups/${itemId}`;

let server: TestServer;
let settings: TestClient;
let pos: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  settings = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  pos = (await server.signInAs({ scope: ['POS', 'ORDERS'] })).client;
});
afterAll(() => server?.close());

type ChoiceInput = { id?: number; name: string; kind?: string; priceChange?: number | string; isDefault?: boolean; childGroupId?: number };
interface GroupInput {
  name: string;
  isRequired?: boolean;
  minChoices?: number;
  maxChoices?: number | null;
  freeChoices?: number;
  choices: ChoiceInput[];
}

async function addGroup(group: GroupInput): Promise<{ id: number; choiceIds: number[] }> {
  const added = await settings.post(`${GROUPS}/add`, group);
  expect(added).toMatchObject({ status: 200 });
  const id = added.body.id as number;
  const listed = (await settings.get(GROUPS)).body.modifierGroups.find((candidate: { id: number }) => candidate.id === id);
  return { id, choiceIds: listed.choices.map((choice: { id: number }) => choice.id) };
}

async function itemWithGroups(price: number, groupIds: number[]): Promise<number> {
  const item = await createMenuItem(server.db, { price });
  const set = await settings.post(ITEM_GROUPS(item.id), { groupIds });
  expect(set).toMatchObject({ status: 200 });
  return item.id;
}

const order = (itemId: number, modifierIds: number[], extra: Record<string, unknown> = {}) =>
  pos.post(CREATE_ORDER, { cart: [{ ...cartLine(itemId, extra), modifier_ids: modifierIds }], deliveryType: 'takeaway' });

async function placedLine(orderId: number): Promise<OrderItemDto> {
  const groups: OrderGroupDto[] = (await pos.get(ORDERS)).body;
  const line = groups.flatMap((group) => group.orders).find((candidate) => candidate.id === orderId)?.items[0];
  if (!line) throw new Error(`order ${orderId} has no line`);
  return line;
}

let temperature: { id: number; choiceIds: number[] };
let steakId: number;

beforeAll(async () => {
  temperature = await addGroup({
    name: 'Steak temperature',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    choices: [{ name: 'Rare' }, { name: 'Medium rare', isDefault: true }, { name: 'Well done' }],
  });
  const extras = await addGroup({
    name: 'Extras',
    maxChoices: 3,
    choices: [
      { name: 'Onions', kind: 'NO', priceChange: '-0.50' },
      { name: 'Pepper sauce', kind: 'EXTRA', priceChange: 2 },
      { name: 'Fries', kind: 'ON_SIDE', priceChange: 3.5 },
      { name: 'Salt', kind: 'NO' },
    ],
  });
  steakId = await itemWithGroups(2500, [temperature.id, extras.id]);
});

describe('modifier groups in the back office', () => {
  it('lists groups with their rule and choices, and which items offer them in order', async () => {
    const { body } = await settings.get(GROUPS);
    expect(body.modifierGroups.find((group: { id: number }) => group.id === temperature.id)).toMatchObject({
      name: 'Steak temperature',
      is_required: true,
      min_choices: 1,
      max_choices: 1,
      free_choices: 0,
      choices: [
        { name: 'Rare', kind: 'PLAIN', price_change: 0, is_default: false },
        { name: 'Medium rare', is_default: true },
        { name: 'Well done' },
      ],
    });
    expect(body.itemGroups).toContainEqual({ itemId: steakId, groupIds: [temperature.id, expect.any(Number)] });
  });

  it('refuses a minimum above the maximum, a group opening itself, and nesting past one level', async () => {
    const bad = await settings.post(`${GROUPS}/add`, {
      name: 'Bad',
      minChoices: 2,
      maxChoices: 1,
      choices: [{ name: 'A' }, { name: 'B' }],
    });
    expect(bad).toMatchObject({ status: 400, body: { message: MODIFIER_GROUP_MESSAGES.minAboveMax } });
    const dressing = await addGroup({ name: 'Dressing', choices: [{ name: 'Ranch' }] });
    const side = await addGroup({ name: 'Side', choices: [{ name: 'Salad', childGroupId: dressing.id }] });
    const self = await settings.post(`${GROUPS}/update/${side.id}`, { name: 'Side', choices: [{ name: 'Salad', childGroupId: side.id }] });
    expect(self).toMatchObject({ status: 400, body: { message: MODIFIER_GROUP_MESSAGES.childOfItself } });
    const deeper = await settings.post(`${GROUPS}/add`, { name: 'Meal', choices: [{ name: 'With side', childGroupId: side.id }] });
    expect(deeper).toMatchObject({ status: 400, body: { message: MODIFIER_GROUP_MESSAGES.tooDeep } });
    const opened = await settings.post(`${GROUPS}/update/${dressing.id}`, {
      name: 'Dressing',
      choices: [{ name: 'Ranch', childGroupId: side.id }],
    });
    expect(opened).toMatchObject({ status: 400, body: { message: MODIFIER_GROUP_MESSAGES.tooDeep } });
  });

  it('answers 404 for an unknown group and 400 for an item given one', async () => {
    expect(await settings.post(`${GROUPS}/update/999999`, { name: 'X', choices: [{ name: 'A' }] })).toMatchObject({
      status: 404,
      body: { message: MODIFIER_GROUP_MESSAGES.groupNotFound },
    });
    expect(await settings.post(ITEM_GROUPS(steakId), { groupIds: [999999] })).toMatchObject({
      status: 400,
      body: { message: MODIFIER_GROUP_MESSAGES.invalidGroup },
    });
  });

  it('needs SETTINGS', async () => {
    expect((await pos.get(GROUPS)).status).toBe(403);
    expect((await pos.post(ITEM_GROUPS(steakId), { groupIds: [] })).status).toBe(403);
  });
});

describe('create-order checks every rule and names the group', () => {
  it('refuses a steak without its required temperature', async () => {
    expect(await order(steakId, [])).toMatchObject({ status: 400, body: { message: 'Steak temperature: choose 1' } });
  });

  it('refuses two temperatures', async () => {
    expect(await order(steakId, temperature.choiceIds.slice(0, 2))).toMatchObject({
      status: 400,
      body: { message: 'Steak temperature: choose 1' },
    });
  });

  it('refuses more than a group allows, and a choice of another item', async () => {
    const many = await addGroup({ name: 'Toppings', maxChoices: 2, choices: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] });
    const pizza = await itemWithGroups(1000, [many.id]);
    expect(await order(pizza, many.choiceIds)).toMatchObject({ status: 400, body: { message: 'Toppings: choose up to 2' } });
    expect(await order(pizza, [temperature.choiceIds[0] as number])).toMatchObject({
      status: 400,
      body: { message: 'A chosen modifier does not belong to its item. Please choose again!' },
    });
  });

  it('needs a minimum of an optional group once it says so', async () => {
    const two = await addGroup({
      name: 'Two sauces',
      minChoices: 2,
      maxChoices: 3,
      choices: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    });
    const wings = await itemWithGroups(900, [two.id]);
    expect(await order(wings, [two.choiceIds[0] as number])).toMatchObject({
      status: 400,
      body: { message: 'Two sauces: choose at least 2' },
    });
    expect((await order(wings, two.choiceIds.slice(0, 2))).status).toBe(200);
  });

  it('checks a child group only when its choice is chosen, and refuses its choices without it', async () => {
    const dressing = await addGroup({
      name: 'Dressing',
      isRequired: true,
      maxChoices: 1,
      choices: [{ name: 'Ranch', priceChange: 0.75 }, { name: 'Vinaigrette' }],
    });
    const side = await addGroup({
      name: 'Side',
      isRequired: true,
      maxChoices: 1,
      choices: [{ name: 'Salad', childGroupId: dressing.id }, { name: 'Fries' }],
    });
    const burger = await itemWithGroups(1200, [side.id]);
    const [salad, fries] = side.choiceIds as [number, number];
    const [ranch] = dressing.choiceIds as [number];
    expect(await order(burger, [salad])).toMatchObject({ status: 400, body: { message: 'Dressing: choose 1' } });
    expect(await order(burger, [fries, ranch])).toMatchObject({
      status: 400,
      body: { message: 'A chosen modifier does not belong to its item. Please choose again!' },
    });
    const placed = await order(burger, [ranch, salad]);
    expect(placed.status).toBe(200);
    const line = await placedLine(placed.body.orderId);
    expect(line).toMatchObject({
      price: 12.75,
      modifiers: [
        { group_name: 'Side', name: 'Salad', kind: 'PLAIN', price_change: 0 },
        { group_name: 'Dressing', name: 'Ranch', kind: 'PLAIN', price_change: 0.75 },
      ],
    });
  });
});

describe('prices come from the server and the line keeps its modifiers by value', () => {
  it('adds each choice’s change, negative ones too, whatever the client says', async () => {
    const [, mediumRare] = temperature.choiceIds as [number, number];
    const groups = (await settings.get(GROUPS)).body.modifierGroups;
    const extras = groups.find((group: { name: string }) => group.name === 'Extras');
    const [onions, sauce] = extras.choices.map((choice: { id: number }) => choice.id) as [number, number];
    const placed = await order(steakId, [sauce, mediumRare, onions], { quantity: 2 });
    expect(placed.status).toBe(200);
    const stored = await server.db
      .selectFrom('orders')
      .select(['sub_total', 'total'])
      .where('id', '=', placed.body.orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ sub_total: 2 * (2500 - 50 + 200), total: 2 * (2500 - 50 + 200) });
    expect(await placedLine(placed.body.orderId)).toMatchObject({
      price: 26.5,
      modifiers: [
        { group_name: 'Steak temperature', name: 'Medium rare', kind: 'PLAIN', price_change: 0 },
        { group_name: 'Extras', name: 'Onions', kind: 'NO', price_change: -0.5 },
        { group_name: 'Extras', name: 'Pepper sauce', kind: 'EXTRA', price_change: 2 },
      ],
    });
  });

  it('gives the first free choices that cost something for nothing', async () => {
    const toppings = await addGroup({
      name: 'Toppings',
      maxChoices: 4,
      freeChoices: 2,
      choices: [
        { name: 'Olives', priceChange: 1 },
        { name: 'Ham', priceChange: 2 },
        { name: 'Egg', priceChange: 1.5 },
        { name: 'No basil', kind: 'NO' },
      ],
    });
    const pizza = await itemWithGroups(1000, [toppings.id]);
    const placed = await order(pizza, toppings.choiceIds);
    expect(placed.status).toBe(200);
    const line = await placedLine(placed.body.orderId);
    expect(line.price).toBe(11.5);
    expect(line.modifiers.map((modifier) => modifier.price_change)).toEqual([0, 0, 1.5, 0]);
  });

  it('a placed order keeps what it was sold with after the group is edited and deleted', async () => {
    const sauce = await addGroup({
      name: 'Sauce',
      isRequired: true,
      maxChoices: 1,
      choices: [{ name: 'Béarnaise', kind: 'EXTRA', priceChange: 1.2 }],
    });
    const item = await itemWithGroups(2000, [sauce.id]);
    const placed = await order(item, sauce.choiceIds);
    expect(placed.status).toBe(200);
    const edited = await settings.post(`${GROUPS}/update/${sauce.id}`, {
      name: 'Sauces',
      isRequired: true,
      maxChoices: 1,
      choices: [{ id: sauce.choiceIds[0], name: 'Hollandaise', kind: 'ON_SIDE', priceChange: 3 }],
    });
    expect(edited.status).toBe(200);
    const expected = { price: 21.2, modifiers: [{ group_name: 'Sauce', name: 'Béarnaise', kind: 'EXTRA', price_change: 1.2 }] };
    expect(await placedLine(placed.body.orderId)).toMatchObject(expected);
    // A new order is priced and named from today's menu.
    const today = await order(item, sauce.choiceIds);
    expect(await placedLine(today.body.orderId)).toMatchObject({
      price: 23,
      modifiers: [{ group_name: 'Sauces', name: 'Hollandaise', kind: 'ON_SIDE' }],
    });
    expect((await settings.delete(`${GROUPS}/delete/${sauce.id}`)).status).toBe(200);
    expect(await placedLine(placed.body.orderId)).toMatchObject(expected);
    // The item no longer offers the group: its choice is refused.
    expect((await order(item, sauce.choiceIds)).status).toBe(400);
  });

  it('a line’s price is the item’s plus its chosen choices’ changes (property)', async () => {
    const changes = [-300, -50, 0, 75, 120, 999];
    const group = await addGroup({
      name: 'Any',
      maxChoices: changes.length,
      choices: changes.map((change, index) => ({ name: `C${index}`, priceChange: change / 100 })),
    });
    const item = await itemWithGroups(1500, [group.id]);
    await fc.assert(
      fc.asyncProperty(fc.subarray(changes.map((change, index) => ({ change, id: group.choiceIds[index] as number }))), async (picked) => {
        const placed = await order(
          item,
          picked.map((choice) => choice.id),
        );
        expect(placed.status).toBe(200);
        const line = await placedLine(placed.body.orderId);
        const expected = 1500 + picked.reduce((sum, choice) => sum + choice.change, 0);
        expect(decodeDecimalAmount(line.price)).toBe(expected);
        const modifierSum = line.modifiers.reduce((sum, modifier) => sum + decodeDecimalAmount(modifier.price_change), 0);
        expect(1500 + modifierSum).toBe(expected);
      }),
      { numRuns: 25 },
    );
  });
});

describe('the spec’s add-ons keep working beside modifiers', () => {
  it('a line with add-ons and modifiers adds both', async () => {
    const item = await createMenuItem(server.db, { price: 1000, addons: [['Cheese', 150]] });
    const group = await addGroup({ name: 'Bun', isRequired: true, maxChoices: 1, choices: [{ name: 'Brioche', priceChange: 0.5 }] });
    expect((await settings.post(ITEM_GROUPS(item.id), { groupIds: [group.id] })).status).toBe(200);
    const placed = await order(item.id, group.choiceIds, { addonIds: item.addonIds });
    expect(placed.status).toBe(200);
    expect(await placedLine(placed.body.orderId)).toMatchObject({
      price: 12,
      addons: [{ title: 'Cheese' }],
      modifiers: [{ name: 'Brioche' }],
    });
  });
});

describe('the kitchen', () => {
  it('shows each ticket line’s modifiers, and counts the ones that change the dish all day (Medium rare ×2)', async () => {
    const kitchen = (await server.signInAs({ scope: ['KITCHEN'] })).client;
    const [rare, mediumRare] = temperature.choiceIds as [number, number];
    const extras = (await settings.get(GROUPS)).body.modifierGroups.find((group: { name: string }) => group.name === 'Extras');
    const [onions] = extras.choices.map((choice: { id: number }) => choice.id) as [number];
    const first = await order(steakId, [mediumRare, onions], { quantity: 2 });
    const second = await order(steakId, [rare]);
    const board: KitchenBoardResponse = (await kitchen.get(BOARD())).body;
    const line = board.tickets.find((ticket) => ticket.id === first.body.orderId)?.items[0];
    expect(line?.modifiers).toEqual([
      { group_name: 'Steak temperature', name: 'Medium rare', kind: 'PLAIN', price_change: 0 },
      { group_name: 'Extras', name: 'Onions', kind: 'NO', price_change: -0.5 },
    ]);
    expect(board.tickets.find((ticket) => ticket.id === second.body.orderId)?.items[0]?.modifiers).toEqual([
      { group_name: 'Steak temperature', name: 'Rare', kind: 'PLAIN', price_change: 0 },
    ]);
    expect(board.allDay).toEqual(
      expect.arrayContaining([
        { item_title: 'Medium rare', variant_title: null, quantity: expect.any(Number) },
        { item_title: 'NO Onions', variant_title: null, quantity: expect.any(Number) },
      ]),
    );
    const count = (title: string) => board.allDay.find((row) => row.item_title === title)?.quantity ?? 0;
    const mediumRareLines = board.tickets
      .flatMap((ticket) => ticket.items)
      .filter((item) => item.modifiers.some((modifier) => modifier.name === 'Medium rare'));
    expect(count('Medium rare')).toBe(mediumRareLines.reduce((sum, item) => sum + item.quantity, 0));
    expect(count('Medium rare')).toBeGreaterThanOrEqual(2);
  });
});

describe('reports', () => {
  it('modifier sales: each choice as sold, its units and what it brought (a NO that takes off is negative)', async () => {
    const reports = (await server.signInAs({ scope: ['REPORTS'] })).client;
    const sides = await addGroup({
      name: 'Report sides',
      maxChoices: 2,
      choices: [
        { name: 'Slaw', priceChange: 1.25 },
        { name: 'Pickles', kind: 'NO', priceChange: -0.25 },
      ],
    });
    const item = await itemWithGroups(800, [sides.id]);
    const [slaw, pickles] = sides.choiceIds as [number, number];
    expect((await order(item, [slaw, pickles], { quantity: 3 })).status).toBe(200);
    expect((await order(item, [slaw])).status).toBe(200);
    const { body } = await reports.get('/api/v1/reports?type=today');
    const row = (name: string) =>
      body.modifierSales.find(
        (candidate: { group_name: string; name: string }) => candidate.group_name === 'Report sides' && candidate.name === name,
      );
    expect(row('Slaw')).toEqual({ group_name: 'Report sides', name: 'Slaw', kind: 'PLAIN', count: 4, revenue: 5 });
    expect(row('Pickles')).toEqual({ group_name: 'Report sides', name: 'Pickles', kind: 'NO', count: 3, revenue: -0.75 });
  });
});

describe('the invoice PDF', () => {
  it('lists a paid line’s modifiers each on its own row under it, NO and EXTRA in capitals and in bold', async () => {
    const cashId = await createPaymentType(server.db, { title: 'Modifier Cash' });
    const [, mediumRare] = temperature.choiceIds as [number, number];
    const extras = (await settings.get(GROUPS)).body.modifierGroups.find((group: { name: string }) => group.name === 'Extras');
    const [onions, sauce] = extras.choices.map((choice: { id: number }) => choice.id) as [number, number];
    const paid = await pos.post(CREATE_AND_PAY, {
      cart: [{ ...cartLine(steakId), modifier_ids: [mediumRare, onions, sauce] }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      netTotal: 26.5,
      taxTotal: 0,
      total: 26.5,
      paymentTypeId: cashId,
    });
    expect(paid.status).toBe(200);
    const { invoice_id: invoiceId } = await server.db
      .selectFrom('orders')
      .select('invoice_id')
      .where('id', '=', paid.body.orderId)
      .executeTakeFirstOrThrow();
    const invoices = (await server.signInAs({ scope: ['INVOICES'] })).client;
    const pdf = await invoices.get(INVOICE_PDF(invoiceId as number));
    expect(pdf.status).toBe(200);
    const { title } = await server.db.selectFrom('menu_items').select('title').where('id', '=', steakId).executeTakeFirstOrThrow();
    const rows = pdfTextRows(pdf.bytes);
    const lineRow = rows.findIndex((row) => row.startsWith(`${title} |`));
    expect(lineRow).toBeGreaterThan(-1);
    expect(rows.slice(lineRow + 1, lineRow + 4)).toEqual(['Medium rare', 'NO Onions', 'EXTRA Pepper sauce']);
    // Bold is the font the table's headings use; a plain choice stays in the body's font.
    const pieces = pdfTextPieces(pdf.bytes);
    const fontOf = (text: string) => pieces.find((piece) => piece.text.trim() === text)?.font;
    expect(fontOf('NO Onions')).toBe(fontOf('Item'));
    expect(fontOf('EXTRA Pepper sauce')).toBe(fontOf('Item'));
    expect(fontOf('Medium rare')).not.toBe(fontOf('Item'));
    expect(fontOf('Medium rare')).toBe(fontOf(title));
  });

  it('the invoice lines CSV lists each paid line with its modifiers in one cell (the invoice CSV keeps one row per invoice)', async () => {
    const cashId = await createPaymentType(server.db, { title: 'Lines Cash' });
    const [rare] = temperature.choiceIds as [number, number];
    const extras = (await settings.get(GROUPS)).body.modifierGroups.find((group: { name: string }) => group.name === 'Extras');
    const [onions] = extras.choices.map((choice: { id: number }) => choice.id) as [number, number];
    const paid = await pos.post(CREATE_AND_PAY, {
      cart: [{ ...cartLine(steakId, { quantity: 2, notes: 'no salt, please' }), modifier_ids: [rare, onions] }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      netTotal: 49,
      taxTotal: 0,
      total: 49,
      paymentTypeId: cashId,
    });
    expect(paid.status).toBe(200);
    const placed = await server.db
      .selectFrom('orders')
      .select(['invoice_id', 'token_no'])
      .where('id', '=', paid.body.orderId)
      .executeTakeFirstOrThrow();
    const { title } = await server.db.selectFrom('menu_items').select('title').where('id', '=', steakId).executeTakeFirstOrThrow();
    const reports = (await server.signInAs({ scope: ['REPORTS'] })).client;
    const answer = await reports.get('/api/v1/invoices/export-lines.csv?type=today');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoice-lines-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = answer.text.split('\r\n');
    expect(rows[0]).toBe(
      'Invoice ID,Date,Business Date,Order ID,Token,Item,Variant,Modifiers,Add-ons,Notes,Quantity,Unit Price,Amount,Currency,Split Bill',
    );
    const line = rows.find((row) => row.startsWith(`${placed.invoice_id},`))?.split(',');
    expect(line?.slice(3)).toEqual([
      String(paid.body.orderId),
      String(placed.token_no),
      title,
      '',
      'Rare; NO Onions',
      '',
      '"no salt',
      ' please"',
      '2',
      '24.50',
      '49.00',
      'USD',
      '',
    ]);
    const invoiceRows = (await reports.get('/api/v1/invoices/export.csv?type=today')).text.split('\r\n');
    expect(invoiceRows.filter((row) => row.startsWith(`${placed.invoice_id},`))).toHaveLength(1);
  });
});
