// The print popup notes a reprint through the API client (a lazy chunk of the print bundle). Fire and
// forget: a receipt prints whether or not the note reached the server.
import { noteReprint } from '../shared/api/activity';
import type { PrintableReceipt } from '../shared/domain/receipt/receipt';

export function noteReprintOf(reprint: NonNullable<PrintableReceipt['reprintOf']>): Promise<void> {
  return noteReprint(reprint);
}
