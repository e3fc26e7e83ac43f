// Long reads in pages (a year of invoices) must not hold the server: each page's queries resolve as promises, and
// on SQLite they run synchronously, so without a turn of the event loop between pages every other request (the
// kitchen's, the POS's) would wait for the whole read all the same.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The pages as they come, letting the event loop serve what waits between one page and the next. */
export async function* inTurns<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  let isFirst = true;
  for await (const page of pages) {
    if (!isFirst) await nextTurn();
    isFirst = false;
    yield page;
  }
}
