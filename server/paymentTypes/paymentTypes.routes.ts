// Spec 2.13, 4 (the active switch calls the API at once), 7 Settings: payment types. Declared in
// shared/contract/endpoints/paymentTypes.ts.
import { paymentTypesEndpoints } from '../../shared/contract/endpoints/paymentTypes';
import { PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { presentPaymentType } from '../settings/settings.presenter';
import { addPaymentType } from './addPaymentType';
import { getDefaultPaymentTypeId, makePaymentTypeDefault } from './defaultPaymentType';
import { deletePaymentType } from './deletePaymentType';
import { listPaymentTypes } from './listPaymentTypes';
import { togglePaymentType } from './togglePaymentType';
import { updatePaymentType } from './updatePaymentType';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const paymentTypesRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(paymentTypesEndpoints.list, async () => {
    const [paymentTypes, defaultPaymentTypeId] = await Promise.all([listPaymentTypes(ctx), getDefaultPaymentTypeId(ctx)]);
    return { paymentTypes: paymentTypes.map((row) => ({ ...presentPaymentType(row), is_cash: row.is_cash === 1 })), defaultPaymentTypeId };
  });

  mount(paymentTypesEndpoints.add, async ({ body }) => {
    const id = await addPaymentType(ctx, body);
    return { message: PAYMENT_TYPE_MESSAGES.paymentTypeAdded, id };
  });

  mount(paymentTypesEndpoints.delete, async ({ params }) => {
    await deletePaymentType(ctx, params.id);
    return { message: PAYMENT_TYPE_MESSAGES.paymentTypeDeleted };
  });

  mount(paymentTypesEndpoints.toggle, async ({ params, body }) => {
    await togglePaymentType(ctx, params.id, body.isActive);
    return { message: body.isActive ? PAYMENT_TYPE_MESSAGES.paymentTypeActivated : PAYMENT_TYPE_MESSAGES.paymentTypeDeactivated };
  });

  mount(paymentTypesEndpoints.makeDefault, async ({ params }) => {
    await makePaymentTypeDefault(ctx, params.id);
    return { message: PAYMENT_TYPE_MESSAGES.paymentTypeMadeDefault };
  });

  mount(paymentTypesEndpoints.update, async ({ params, body }) => {
    await updatePaymentType(ctx, params.id, body);
    return { message: PAYMENT_TYPE_MESSAGES.paymentTypeUpdated };
  });
};
