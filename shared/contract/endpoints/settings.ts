// Spec 2.13, 7 Settings: store details and print settings (single rows). The settings area's other
// lists have their own files (paymentTypes, taxes, storeTables, categories and menuItems for the menu).
import { endpoint } from '../endpoint';
import { messageResponse } from '../session';
import { printSettingsBody, printSettingsResponse, storeSettingsBody, storeSettingsResponse } from '../settings';

const access = ['SETTINGS'] as const;
const tag = 'settings';

export const settingsEndpoints = {
  getStore: endpoint({
    method: 'GET',
    path: '/settings/store-setting',
    access,
    tag,
    summary: "The store's details: name, contact, currency, image and time zone.",
    response: storeSettingsResponse,
  }),
  saveStore: endpoint({
    method: 'POST',
    path: '/settings/store-setting',
    access,
    tag,
    summary: "Saves the store's details.",
    body: storeSettingsBody,
    response: messageResponse,
  }),
  getPrint: endpoint({
    method: 'GET',
    path: '/settings/print-setting',
    access,
    tag,
    summary: 'The receipt and token print settings.',
    response: printSettingsResponse,
  }),
  savePrint: endpoint({
    method: 'POST',
    path: '/settings/print-setting',
    access,
    tag,
    summary: 'Saves the receipt and token print settings.',
    body: printSettingsBody,
    response: messageResponse,
  }),
} as const;
