// Issue 13: the settings endpoints (server/http). Declared one by one as their routes move to mountEndpoint.
import { endpoint as _endpoint } from '../endpoint';

export const settingsEndpoints = {} as const;
