// Spec 7 Settings → Taxes. Callers pass the output of the shared request schemas (run through `validate()` first), so
// a rate arrives here in hundredths of a percent and leaves as the API's percent decimal.
import type { CreatedResponse } from '../contract/answers';
import type { MessageResponse } from '../contract/session';
import type { TaxBody, TaxesResponse } from '../contract/taxes';
import { callEndpoint } from './endpoints';
import { basisPoints, toPercent } from '../domain/money/basisPoints';

/** `rate` in hundredths of a percent (the schema's output) → the API's percent decimal (550 → 5.5). */
function taxWire(body: TaxBody) {
  return { title: body.title, rate: toPercent(basisPoints(body.rate ?? 0)), type: body.type };
}

export function listTaxes(): Promise<TaxesResponse> {
  return callEndpoint('GET /settings/taxes', {});
}

export function addTax(body: TaxBody): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/taxes/add', { body: taxWire(body) });
}

export function updateTax(taxId: number, body: TaxBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/taxes/:id/update', { params: { id: taxId }, body: taxWire(body) });
}

export function deleteTax(taxId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/taxes/:id', { params: { id: taxId } });
}
