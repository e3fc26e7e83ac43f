// Table service: the live floor, the floor plan, seating, clearing and moving orders. Declared in
// shared/contract/endpoints/floor.ts.
import { floorEndpoints } from '../../shared/contract/endpoints/floor';
import { FLOOR_MESSAGES } from '../../shared/contract/floor';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { clearTable } from './clearTable';
import { deleteFloorArea } from './deleteFloorArea';
import { presentFloor } from './floor.presenter';
import { getFloor } from './getFloor';
import { mergeTables } from './mergeTables';
import { moveOrder } from './moveOrder';
import { placeTable } from './placeTable';
import { saveFloorArea } from './saveFloorArea';
import { seatTable } from './seatTable';
import { transferLines } from './transferLines';
import { unmergeOrder } from './unmergeOrder';
import { getTableServiceSettings, saveTableServiceSettings } from './tableServiceSettings';
import { fireCourse } from './fireCourse';

export const floorRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(floorEndpoints.get, async ({ session }) => presentFloor(await getFloor(ctx), session.user.id));

  mount(floorEndpoints.addArea, async ({ body, session }) => ({
    message: FLOOR_MESSAGES.areaAdded,
    id: await saveFloorArea(ctx, { areaId: null, area: body, actor: session.user }),
  }));

  mount(floorEndpoints.updateArea, async ({ params, body, session }) => {
    await saveFloorArea(ctx, { areaId: params.id, area: body, actor: session.user });
    return { message: FLOOR_MESSAGES.areaUpdated };
  });

  mount(floorEndpoints.deleteArea, async ({ params, session }) => {
    await deleteFloorArea(ctx, { areaId: params.id, actor: session.user });
    return { message: FLOOR_MESSAGES.areaDeleted };
  });

  mount(floorEndpoints.placeTable, async ({ params, body, session }) =>
    placeTable(ctx, { tableId: params.id, placement: body, actor: session.user }),
  );

  mount(floorEndpoints.seatTable, async ({ params, body, session }) =>
    seatTable(ctx, { tableId: params.id, seating: body, actor: session.user }),
  );

  mount(floorEndpoints.clearTable, async ({ params, session }) => clearTable(ctx, { tableId: params.id, actor: session.user }));

  mount(floorEndpoints.moveOrder, async ({ params, body, session }) =>
    moveOrder(ctx, { orderId: params.id, move: body, actor: session.user }),
  );

  mount(floorEndpoints.transferLines, async ({ body, session }) => transferLines(ctx, { transfer: body, actor: session.user }));

  mount(floorEndpoints.mergeTables, async ({ body, session }) => mergeTables(ctx, { merge: body, actor: session.user }));

  mount(floorEndpoints.unmergeOrder, async ({ params, session }) => unmergeOrder(ctx, { orderId: params.id, actor: session.user }));

  mount(floorEndpoints.getTableService, async () => getTableServiceSettings(ctx));

  mount(floorEndpoints.saveTableService, async ({ body, session }) =>
    saveTableServiceSettings(ctx, { settings: body, actor: session.user }),
  );

  mount(floorEndpoints.fireCourse, async ({ params, body, session }) =>
    fireCourse(ctx, { orderId: params.id, course: body.course, actor: session.user }),
  );
};
