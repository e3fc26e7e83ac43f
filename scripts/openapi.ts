// `npm run openapi`: prints the OpenAPI document the server serves at /api/v1/openapi.json.
import { ENDPOINTS } from '../shared/contract/endpoints';
import { buildOpenApiDocument } from '../server/http/openapi';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(ENDPOINTS), null, 2)}\n`);
