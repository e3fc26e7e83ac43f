// Spec 7 Menu items: items with their variants and addons. Callers pass validated schema output
// (prices in integer minor units); the API takes and returns decimals (12.5).
import type {
  CreatedResponse,
  MenuItemBody,
  MenuItemResponse,
  MenuItemsResponse,
  PricedOptionBody,
} from '../contract/settings';
import type { MessageResponse } from '../contract/session';
import { toDecimalAmount } from '../domain/money';
import { api } from './http';

const id = (value: number) => encodeURIComponent(String(value));

function menuItemWire(body: MenuItemBody) {
  return {
    title: body.title,
    price: toDecimalAmount(body.price ?? 0),
    netPrice: body.netPrice === null ? null : toDecimalAmount(body.netPrice),
    categoryId: body.categoryId,
    taxId: body.taxId,
  };
}

function optionWire(body: PricedOptionBody) {
  return { title: body.title, price: toDecimalAmount(body.price ?? 0) };
}

export function listMenuItems(): Promise<MenuItemsResponse> {
  return api.get<MenuItemsResponse>('/menu-items');
}

export function getMenuItem(itemId: number): Promise<MenuItemResponse> {
  return api.get<MenuItemResponse>(`/menu-items/${id(itemId)}`);
}

export function addMenuItem(body: MenuItemBody): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/menu-items/add', menuItemWire(body));
}

export function updateMenuItem(itemId: number, body: MenuItemBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/menu-items/update/${id(itemId)}`, menuItemWire(body));
}

export function deleteMenuItem(itemId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/menu-items/delete/${id(itemId)}`);
}

/** Variants and addons share their call shapes; `kind` picks the path segment. */
export type MenuOptionKind = 'variants' | 'addons';

export function addMenuOption(kind: MenuOptionKind, itemId: number, body: PricedOptionBody): Promise<CreatedResponse> {
  return api.post<CreatedResponse>(`/menu-items/${kind}/${id(itemId)}/add`, optionWire(body));
}

export function updateMenuOption(
  kind: MenuOptionKind,
  itemId: number,
  optionId: number,
  body: PricedOptionBody,
): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/menu-items/${kind}/${id(itemId)}/update/${id(optionId)}`, optionWire(body));
}

export function deleteMenuOption(kind: MenuOptionKind, itemId: number, optionId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/menu-items/${kind}/${id(itemId)}/delete/${id(optionId)}`);
}
