// Modifier groups and the groups each item offers (Settings › Menu items). Declared in
// shared/contract/endpoints/modifiers.ts.
import { modifiersEndpoints } from '../../shared/contract/endpoints/modifiers';
import { MODIFIER_GROUP_MESSAGES } from '../../shared/contract/modifiers';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { deleteModifierGroup } from './deleteModifierGroup';
import { listModifierGroups } from './listModifierGroups';
import { itemGroupIds } from './modifierGroups';
import { presentModifierGroup } from './modifiers.presenter';
import { addModifierGroup, updateModifierGroup } from './saveModifierGroup';
import { setItemModifierGroups } from './setItemModifierGroups';

export const modifiersRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(modifiersEndpoints.list, async () => {
    const { groups, links } = await listModifierGroups(ctx);
    return { modifierGroups: groups.map(presentModifierGroup), itemGroups: itemGroupIds(links) };
  });

  mount(modifiersEndpoints.add, async ({ body }) => ({
    message: MODIFIER_GROUP_MESSAGES.groupAdded,
    id: await addModifierGroup(ctx, body),
  }));

  mount(modifiersEndpoints.update, async ({ params, body }) => {
    await updateModifierGroup(ctx, params.id, body);
    return { message: MODIFIER_GROUP_MESSAGES.groupUpdated };
  });

  mount(modifiersEndpoints.delete, async ({ params }) => {
    await deleteModifierGroup(ctx, params.id);
    return { message: MODIFIER_GROUP_MESSAGES.groupDeleted };
  });

  mount(modifiersEndpoints.setItemGroups, async ({ params, body }) => {
    await setItemModifierGroups(ctx, params.itemId, body.groupIds);
    return { message: MODIFIER_GROUP_MESSAGES.itemGroupsUpdated };
  });
};
