// Spec 2.13, 4 (the active switch calls the API at once), 7 Settings: payment types.
import type { MessageResponse } from '../../../shared/contract/session';
import {
  type CreatedResponse,
  type PaymentTypesResponse,
  SETTINGS_MESSAGES,
  paymentTypeAddBody,
  paymentTypeToggleBody,
  paymentTypeUpdateBody,
} from '../../../shared/contract/settings';
import { presentPaymentType } from '../../presenters/settings.presenter';
import { addPaymentType } from '../../services/addPaymentType';
import { deletePaymentType } from '../../services/deletePaymentType';
import { listPaymentTypes } from '../../services/listPaymentTypes';
import { togglePaymentType } from '../../services/togglePaymentType';
import { updatePaymentType } from '../../services/updatePaymentType';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

type ById = { Params: { id: string } };
const paymentTypeId = (id: string) => idParam(id, SETTINGS_MESSAGES.paymentTypeNotFound);

export const paymentTypesRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/settings/payment-types', async () => {
    const paymentTypes = await listPaymentTypes(ctx);
    return { paymentTypes: paymentTypes.map(presentPaymentType) } satisfies PaymentTypesResponse;
  });

  app.post('/settings/payment-types/add', async (request) => {
    const id = await addPaymentType(ctx, parseWith(paymentTypeAddBody, request.body));
    return { message: SETTINGS_MESSAGES.paymentTypeAdded, id } satisfies CreatedResponse;
  });

  app.delete<ById>('/settings/payment-types/:id', async (request) => {
    await deletePaymentType(ctx, paymentTypeId(request.params.id));
    return { message: SETTINGS_MESSAGES.paymentTypeDeleted } satisfies MessageResponse;
  });

  app.post<ById>('/settings/payment-types/:id/toggle', async (request) => {
    const { isActive } = parseWith(paymentTypeToggleBody, request.body);
    await togglePaymentType(ctx, paymentTypeId(request.params.id), isActive);
    const message = isActive ? SETTINGS_MESSAGES.paymentTypeActivated : SETTINGS_MESSAGES.paymentTypeDeactivated;
    return { message } satisfies MessageResponse;
  });

  app.post<ById>('/settings/payment-types/:id/update', async (request) => {
    const body = parseWith(paymentTypeUpdateBody, request.body);
    await updatePaymentType(ctx, paymentTypeId(request.params.id), body);
    return { message: SETTINGS_MESSAGES.paymentTypeUpdated } satisfies MessageResponse;
  });
};
