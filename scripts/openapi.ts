// Prints the OpenAPI document the server serves at /api/v1/openapi.json; `npm run openapi` writes it to
// docs/api/openapi.json (server/http/openapi.test.ts fails when that copy is stale).
import { ENDPOINTS } from '../shared/contract/endpoints';
import { buildOpenApiDocument } from '../server/http/openapi';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(ENDPOINTS), null, 2)}\n`);
