// GET /api/v1/openapi.json, built once from the endpoint declarations.
import { apiDocsEndpoints } from '../../shared/contract/endpoints/apiDocs';
import { ENDPOINTS } from '../../shared/contract/endpoints';
import { endpointMounter } from './endpoint';
import { type OpenApiDocument, buildOpenApiDocument } from './openapi';
import type { ApiRoutesPlugin } from './routeDeps';

export const apiDocsRoutes: ApiRoutesPlugin = async (app, deps) => {
  const mount = endpointMounter(app, deps);
  let document: OpenApiDocument | undefined;
  mount(apiDocsEndpoints.openApi, async () => (document ??= buildOpenApiDocument(ENDPOINTS)));
};
