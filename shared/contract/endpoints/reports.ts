// Issue 13: the reports endpoints (server/http). Declared one by one as their routes move to mountEndpoint.
import { endpoint as _endpoint } from '../endpoint';

export const reportsEndpoints = {} as const;
