// Modifier groups (Settings › Menu items): the groups with their choices, and which groups an item offers. Callers
// pass validated schema output (price changes in minor units); the API takes and returns decimals.
import type { CreatedResponse } from '../contract/answers';
import type { ModifierGroupBody, ModifierGroupsResponse } from '../contract/modifiers';
import type { MessageResponse } from '../contract/session';
import { toDecimalAmount } from '../domain/money/money';
import { callEndpoint } from './endpoints';

function groupWire(body: ModifierGroupBody) {
  return {
    ...body,
    choices: body.choices.map((choice) => ({ ...choice, id: choice.id ?? undefined, priceChange: toDecimalAmount(choice.priceChange) })),
  };
}

export function listModifierGroups(): Promise<ModifierGroupsResponse> {
  return callEndpoint('GET /modifier-groups', {});
}

export function addModifierGroup(body: ModifierGroupBody): Promise<CreatedResponse> {
  return callEndpoint('POST /modifier-groups/add', { body: groupWire(body) });
}

export function updateModifierGroup(groupId: number, body: ModifierGroupBody): Promise<MessageResponse> {
  return callEndpoint('POST /modifier-groups/update/:id', { params: { id: groupId }, body: groupWire(body) });
}

export function deleteModifierGroup(groupId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /modifier-groups/delete/:id', { params: { id: groupId } });
}

export function setItemModifierGroups(itemId: number, groupIds: readonly number[]): Promise<MessageResponse> {
  return callEndpoint('POST /menu-items/modifier-groups/:itemId', { params: { itemId }, body: { groupIds: [...groupIds] } });
}
