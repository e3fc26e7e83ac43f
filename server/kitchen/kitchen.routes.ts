// Spec 7 Orders and kitchen, the kitchen display's calls: the open orders (same groups as the Orders
// screen), Start Making / Complete on an item, the order's kitchen status. The pro kitchen: a station's
// board, bump and recall, the prep stations and kitchen settings, and the Reports kitchen tile.
// Declared in shared/contract/endpoints/kitchen.ts.
import { kitchenEndpoints } from '../../shared/contract/endpoints/kitchen';
import { KITCHEN_MESSAGES } from '../../shared/contract/kitchen';
import { presentKitchenBoard, presentKitchenSettings, presentKitchenTiming, presentPrepStation } from './kitchen.presenter';
import { presentOrderGroups } from '../orders/orders.presenter';
import { bumpTicket } from './bumpTicket';
import { changeKitchenStatus } from './changeKitchenStatus';
import { changeOrderItemStatus } from './changeOrderItemStatus';
import { deletePrepStation } from './deletePrepStation';
import { getKitchenBoard } from './getKitchenBoard';
import { getKitchenSettings } from './getKitchenSettings';
import { getKitchenTiming } from './getKitchenTiming';
import { listOpenOrders } from '../orders/listOpenOrders';
import { listPrepStations } from './listPrepStations';
import { recallTicket } from './recallTicket';
import { savePrepStation } from './savePrepStation';
import { updateKitchenSettings } from './updateKitchenSettings';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { withServerTime } from '../http/serverTime';

export const kitchenRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(kitchenEndpoints.list, async ({ reply }) => withServerTime(ctx, reply, presentOrderGroups(await listOpenOrders(ctx))));

  // :id is an order ITEM id (Start Making: created → preparing; Complete: preparing → completed).
  mount(kitchenEndpoints.setItemStatus, async ({ params, body, session }) =>
    changeOrderItemStatus(ctx, {
      itemId: params.id,
      status: body.status,
      actor: session.user,
    }),
  );

  // :id is an ORDER id.
  mount(kitchenEndpoints.setKitchenStatus, async ({ params, body }) =>
    changeKitchenStatus(ctx, { orderId: params.id, status: body.status }),
  );

  mount(kitchenEndpoints.board, async ({ query, reply }) =>
    withServerTime(ctx, reply, presentKitchenBoard(await getKitchenBoard(ctx, query.station))),
  );

  mount(kitchenEndpoints.bump, async ({ params, body, session }) =>
    bumpTicket(ctx, { orderId: params.id, station: body.station, userId: session.user.id }),
  );

  mount(kitchenEndpoints.recall, async ({ params, body }) => recallTicket(ctx, { orderId: params.id, station: body.station }));

  mount(kitchenEndpoints.listPrepStations, async () => (await listPrepStations(ctx)).map(presentPrepStation));

  mount(kitchenEndpoints.addPrepStation, async ({ body }) => ({
    message: KITCHEN_MESSAGES.stationAdded,
    id: await savePrepStation(ctx, null, body),
  }));

  mount(kitchenEndpoints.updatePrepStation, async ({ params, body }) => ({
    message: KITCHEN_MESSAGES.stationUpdated,
    id: await savePrepStation(ctx, params.id, body),
  }));

  mount(kitchenEndpoints.deletePrepStation, async ({ params }) => {
    await deletePrepStation(ctx, params.id);
    return { message: KITCHEN_MESSAGES.stationDeleted };
  });

  mount(kitchenEndpoints.getSettings, async () => presentKitchenSettings(await getKitchenSettings(ctx)));

  mount(kitchenEndpoints.updateSettings, async ({ body }) => {
    await updateKitchenSettings(ctx, body);
    return { message: KITCHEN_MESSAGES.settingsUpdated };
  });

  mount(kitchenEndpoints.timing, async ({ query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return presentKitchenTiming(await getKitchenTiming(ctx, query));
  });
};
