// 86 and stock counts: what is out or counted, and marking an item or a modifier choice out, back, or counted.
import type { MessageResponse } from '../contract/session';
import type {
  StockBody,
  StockCatalogueResponse,
  StockDto,
  StockHistoryResponse,
  StockSettingsBody,
  StockSettingsResponse,
} from '../contract/stock';
import { callEndpoint } from './endpoints';

export async function getStock(): Promise<StockDto[]> {
  return (await callEndpoint('GET /stock', {})).stock;
}

export function getStockCatalogue(): Promise<StockCatalogueResponse> {
  return callEndpoint('GET /stock/catalogue', {});
}

export function setItemStock(itemId: number, body: StockBody): Promise<MessageResponse> {
  return callEndpoint('POST /stock/items/:itemId', { params: { itemId }, body });
}

export function setChoiceStock(choiceId: number, body: StockBody): Promise<MessageResponse> {
  return callEndpoint('POST /stock/choices/:choiceId', { params: { choiceId }, body });
}

export function getStockSettings(): Promise<StockSettingsResponse> {
  return callEndpoint('GET /stock/settings', {});
}

export function saveStockSettings(body: StockSettingsBody): Promise<MessageResponse> {
  return callEndpoint('POST /stock/settings', { body });
}

export function getStockHistory(params: Record<string, string>): Promise<StockHistoryResponse> {
  return callEndpoint('GET /stock/history', { query: params });
}
