// 86 and stock counts: what is out or counted (the tills and the kitchen), and setting an item's or a choice's.
import { endpoint } from '../endpoint';
import { reportFilterQuery } from '../reports';
import { idParam } from '../pathParams';
import { messageResponse } from '../session';
import {
  STOCK_MESSAGES,
  stockBody,
  stockHistoryResponse,
  stockCatalogueResponse,
  stockResponse,
  stockSettingsBody,
  stockSettingsResponse,
  stockSettingsSaved,
} from '../stock';

// The tills and the kitchen 86 what runs out; the back office may too.
const access = ['POS', 'KITCHEN', 'SETTINGS'] as const;
const tag = 'stock';

export const stockEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/stock',
    access,
    tag,
    summary: 'Every menu item and modifier choice that is out (86) or counted, with its count and low level.',
    response: stockResponse,
  }),
  catalogue: endpoint({
    method: 'GET',
    path: '/stock/catalogue',
    access,
    tag,
    summary: 'Every menu item (its category and modifier groups) and every modifier choice with its stock: the kitchen 86 panel.',
    response: stockCatalogueResponse,
  }),
  setItem: endpoint({
    method: 'POST',
    path: '/stock/items/:itemId',
    params: { itemId: idParam(STOCK_MESSAGES.itemNotFound) },
    access,
    tag,
    summary: 'Marks a menu item out (86) or back, or sets its count and low level; every till and kitchen is told.',
    body: stockBody,
    response: messageResponse,
  }),
  setChoice: endpoint({
    method: 'POST',
    path: '/stock/choices/:choiceId',
    params: { choiceId: idParam(STOCK_MESSAGES.choiceNotFound) },
    access,
    tag,
    summary: 'Marks a modifier choice out (86) or back, or sets its count and low level; every till and kitchen is told.',
    body: stockBody,
    response: messageResponse,
  }),
  history: endpoint({
    method: 'GET',
    path: '/stock/history',
    access: ['REPORTS'],
    tag,
    summary:
      'The 86 history of a period (Reports): who 86ed, lifted or counted which item or choice, and the day-start resets; newest first.',
    query: reportFilterQuery,
    response: stockHistoryResponse,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/stock/settings',
    access: ['SETTINGS'],
    tag,
    summary: 'Whether the business day’s start clears the counts and lifts the 86es, the cutoff, and the day last reset.',
    response: stockSettingsResponse,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/stock/settings',
    access: ['SETTINGS'],
    tag,
    summary: 'Sets what the business day’s start does to counts and 86es (turned on, the next day start is the first reset).',
    body: stockSettingsBody,
    response: stockSettingsSaved,
  }),
} as const;
