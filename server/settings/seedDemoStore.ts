// A small demo restaurant for a new database (SEED_DEMO, on by default): store details, print
// settings, tables, categories, taxes, payment types and ~20 menu items. Prices in cents (USD).
import type { Db } from '../db/client';
import { insertCategory, insertMenuItem, insertMenuItemAddon, insertMenuItemVariant } from '../db/repositories/menu.repository';
import { insertPaymentType } from '../db/repositories/paymentTypes.repository';
import { insertStoreTable } from '../db/repositories/storeTables.repository';
import { insertTax } from '../db/repositories/taxes.repository';
import { writeStartingSettings } from './writeStartingSettings';

interface DemoItem {
  title: string;
  price: number;
  category: DemoCategory;
  tax: 'vat' | 'service' | null;
  variants?: Array<[title: string, price: number]>;
  addons?: Array<[title: string, price: number]>;
}

type DemoCategory = 'Starters' | 'Mains' | 'Desserts' | 'Beverages';

const DEMO_CATEGORIES: DemoCategory[] = ['Starters', 'Mains', 'Desserts', 'Beverages'];

const DEMO_TABLES: Array<[title: string, floor: string, seats: number]> = [
  ['Table 1', 'Ground', 2],
  ['Table 2', 'Ground', 4],
  ['Table 3', 'Ground', 6],
  ['Table 4', 'First', 2],
  ['Table 5', 'First', 4],
  ['Table 6', 'First', 8],
];

const DEMO_ITEMS: DemoItem[] = [
  { title: 'Tomato Soup', price: 550, category: 'Starters', tax: 'vat' },
  { title: 'Garlic Bread', price: 425, category: 'Starters', tax: 'vat', addons: [['Cheese', 100]] },
  {
    title: 'Chicken Wings',
    price: 895,
    category: 'Starters',
    tax: 'vat',
    variants: [
      ['6 pieces', 895],
      ['12 pieces', 1595],
    ],
    addons: [
      ['Blue cheese dip', 75],
      ['BBQ dip', 75],
    ],
  },
  { title: 'Bruschetta', price: 650, category: 'Starters', tax: 'vat' },
  {
    title: 'Caesar Salad',
    price: 925,
    category: 'Starters',
    tax: 'vat',
    addons: [
      ['Grilled chicken', 300],
      ['Bacon', 150],
    ],
  },
  {
    title: 'Margherita Pizza',
    price: 1100,
    category: 'Mains',
    tax: 'vat',
    variants: [
      ['Regular', 1100],
      ['Large', 1550],
    ],
    addons: [
      ['Extra cheese', 150],
      ['Olives', 100],
      ['Mushrooms', 125],
    ],
  },
  {
    title: 'Classic Burger',
    price: 1250,
    category: 'Mains',
    tax: 'vat',
    addons: [
      ['Cheese', 100],
      ['Bacon', 175],
      ['Fried egg', 125],
    ],
  },
  { title: 'Grilled Salmon', price: 1890, category: 'Mains', tax: 'vat' },
  {
    title: 'Chicken Curry',
    price: 1425,
    category: 'Mains',
    tax: 'vat',
    variants: [
      ['Mild', 1425],
      ['Hot', 1425],
    ],
  },
  { title: 'Spaghetti Carbonara', price: 1350, category: 'Mains', tax: 'vat' },
  { title: 'Veggie Bowl', price: 1175, category: 'Mains', tax: 'vat', addons: [['Avocado', 150]] },
  {
    title: 'Ribeye Steak',
    price: 2400,
    category: 'Mains',
    tax: 'vat',
    variants: [
      ['250 g', 2400],
      ['350 g', 3100],
    ],
    addons: [
      ['Pepper sauce', 200],
      ['Fries', 350],
    ],
  },
  { title: 'Chocolate Brownie', price: 625, category: 'Desserts', tax: 'vat', addons: [['Vanilla ice cream', 150]] },
  { title: 'Cheesecake', price: 675, category: 'Desserts', tax: 'vat' },
  { title: 'Tiramisu', price: 700, category: 'Desserts', tax: 'vat' },
  {
    title: 'Ice Cream',
    price: 450,
    category: 'Desserts',
    tax: 'vat',
    variants: [
      ['2 scoops', 450],
      ['3 scoops', 600],
    ],
  },
  {
    title: 'Espresso',
    price: 250,
    category: 'Beverages',
    tax: 'service',
    variants: [
      ['Single', 250],
      ['Double', 320],
    ],
  },
  {
    title: 'Cappuccino',
    price: 380,
    category: 'Beverages',
    tax: 'service',
    addons: [
      ['Oat milk', 50],
      ['Extra shot', 80],
    ],
  },
  { title: 'Fresh Orange Juice', price: 450, category: 'Beverages', tax: 'service' },
  { title: 'Soft Drink', price: 275, category: 'Beverages', tax: 'service' },
  { title: 'Mineral Water', price: 200, category: 'Beverages', tax: null },
];

export async function seedDemoStore(trx: Db, options: { now: string; timeZone: string }): Promise<void> {
  const { now, timeZone } = options;
  const stamps = { created_at: now, updated_at: now };

  await writeStartingSettings(trx, {
    now,
    timeZone,
    store: {
      store_name: 'Brigade Bistro',
      address: '12 Market Street, Springfield',
      phone: '+1 555 0100',
      email: 'hello@brigade-bistro.example',
    },
    receipt: { header: 'Welcome to Brigade Bistro!', footer: 'Thank you, see you again soon!' },
  });

  for (const [title, floor, seats] of DEMO_TABLES) {
    await insertStoreTable(trx, { table_title: title, floor, seating_capacity: seats, ...stamps });
  }

  const categoryIds = new Map<DemoCategory, number>();
  for (const title of DEMO_CATEGORIES) categoryIds.set(title, await insertCategory(trx, { title, ...stamps }));

  const taxIds = {
    vat: await insertTax(trx, { title: 'VAT 5%', rate_bp: 500, type: 'inclusive', ...stamps }),
    service: await insertTax(trx, { title: 'Service 10%', rate_bp: 1000, type: 'exclusive', ...stamps }),
  };

  for (const [title, isActive] of [
    ['Cash', 1],
    ['Card', 1],
    ['UPI / Mobile', 0],
  ] as const) {
    await insertPaymentType(trx, { title, is_active: isActive, is_cash: title === 'Cash' ? 1 : 0, ...stamps });
  }

  for (const item of DEMO_ITEMS) {
    const itemId = await insertMenuItem(trx, {
      title: item.title,
      price: item.price,
      net_price: null,
      image: null,
      category_id: categoryIds.get(item.category) ?? null,
      tax_id: item.tax ? taxIds[item.tax] : null,
      ...stamps,
    });
    for (const [title, price] of item.variants ?? []) {
      await insertMenuItemVariant(trx, { item_id: itemId, title, price, ...stamps });
    }
    for (const [title, price] of item.addons ?? []) {
      await insertMenuItemAddon(trx, { item_id: itemId, title, price, ...stamps });
    }
  }
}
