// Every floor change goes to the server at once, or not at all: without the connection it is refused on the spot with
// a message saying so (docs/decisions.md, "Table service"), never queued, so no till acts on a floor the server does
// not have. After any answer, the floor is fetched again.
import { failureKind } from '../../../shared/api/failures';
import { FLOOR_MESSAGES } from '../../../shared/domain/floor';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/shell/toast';
import { isBrowserOnline } from '../../../shared/state/connection';

export async function runFloorChange(change: () => Promise<{ message: string }>, refresh: () => Promise<void>): Promise<boolean> {
  if (!isBrowserOnline.value) {
    notifyError(FLOOR_MESSAGES.needsConnection);
    return false;
  }
  try {
    const answer = await change();
    notifySuccess(answer.message);
    return true;
  } catch (error) {
    if (failureKind(error) === 'unreachable') notifyError(FLOOR_MESSAGES.needsConnection);
    else notifyApiError(error, 'The floor could not be changed. Please try again!');
    return false;
  } finally {
    void refresh();
  }
}
