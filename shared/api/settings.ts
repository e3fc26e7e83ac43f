// Spec 7 Settings: the store details and print settings (single rows).
import type { PrintSettingsBody, PrintSettingsResponse, StoreSettingsBody, StoreSettingsResponse } from '../contract/settings';
import type { MessageResponse } from '../contract/session';
import { callEndpoint } from './endpoints';

export function getStoreSettings(): Promise<StoreSettingsResponse> {
  return callEndpoint('GET /settings/store-setting', {});
}

export function saveStoreSettings(body: StoreSettingsBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/store-setting', { body });
}

export function getPrintSettings(): Promise<PrintSettingsResponse> {
  return callEndpoint('GET /settings/print-setting', {});
}

export function savePrintSettings(body: PrintSettingsBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/print-setting', { body });
}
