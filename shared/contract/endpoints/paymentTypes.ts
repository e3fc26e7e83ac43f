// Issue 13: the paymentTypes endpoints (server/http). Declared one by one as their routes move to mountEndpoint.
import { endpoint as _endpoint } from '../endpoint';

export const paymentTypesEndpoints = {} as const;
