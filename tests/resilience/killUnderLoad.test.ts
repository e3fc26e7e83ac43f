// Server restart and kill: 16 tills place orders in parallel, each with its own Idempotency-Key and
// retrying a failed request with the same key as the POS does; the server gets `kill -9` at a random moment
// and is started again on the same database. Every order acknowledged with 200 is stored exactly once, none
// is doubled (a retry after the restart gets the first answer), and the day's tokens stay unique and run
// 1..N without a gap. Five times, each with a new kill moment, on SQLite (WAL, synchronous=FULL) or PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PosMenu, createPosMenu } from '../factories/menu';
import type { TestClient } from '../support/httpClient';
import { BACKEND, type Brigade, startBrigade } from './support/brigade';
import { type Acknowledged, compareWithDatabase, killUnderLoad } from './support/killUnderLoad';

const TILLS = 16;
const REPETITIONS = [1, 2, 3, 4, 5];

let brigade: Brigade;
let menu: PosMenu;
const tills: TestClient[] = [];
/** Every order acknowledged so far, over the repetitions (all on one database). */
const acknowledged: Acknowledged[] = [];

describe(`kill -9 under a load of parallel orders (${BACKEND})`, () => {
  beforeAll(async () => {
    brigade = await startBrigade();
    menu = await createPosMenu(brigade.db);
    for (let index = 0; index < TILLS; index += 1) tills.push((await brigade.signInAs(brigade.node, { scope: ['POS'] })).client);
  });
  afterAll(() => brigade?.close());

  it.skipIf(BACKEND !== 'SQLite')(
    'the SQLite database is in WAL mode (the server also sets synchronous=FULL on its connection)',
    async () => {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(brigade.db);
      expect(mode.rows).toEqual([{ journal_mode: 'wal' }]);
    },
  );

  it.each(REPETITIONS)(
    `repetition %i: ${TILLS} tills, kill -9 at a random moment, restart: every acknowledged order stored once, tokens 1..N`,
    async (repetition) => {
      const round = await killUnderLoad(brigade, tills, menu.tea.id, { prefix: `r${repetition}` });
      acknowledged.push(...round.acknowledged);
      const replayed = round.acknowledged.filter((order) => order.isReplay).length;
      const retried = round.acknowledged.filter((order) => order.attempts > 1).length;
      console.log(
        `${BACKEND} repetition ${repetition}: kill -9 ${round.killDelayMs} ms after the warm-up, ${round.inFlightAtKill} requests in flight; ` +
          `${round.acknowledged.length} acknowledged (${round.acknowledgedBeforeKill} before the kill), ${retried} retried, ${replayed} answered by a replay`,
      );

      expect(round.refused).toEqual([]);
      expect(new Set(acknowledged.map((order) => order.key)).size).toBe(acknowledged.length);
      const stored = await compareWithDatabase(brigade.db, acknowledged);
      expect({
        lost: stored.lost,
        duplicated: stored.duplicated,
        unacknowledged: stored.unacknowledged,
        tokenGaps: stored.tokenGaps,
        tokenRepeats: stored.tokenRepeats,
        counterMismatches: stored.counterMismatches,
      }).toEqual({ lost: [], duplicated: [], unacknowledged: [], tokenGaps: [], tokenRepeats: [], counterMismatches: [] });
      expect(stored.present).toBe(acknowledged.length);
      expect(stored.orders).toBe(acknowledged.length);
      // Each acknowledged order has its own token.
      expect(new Set(acknowledged.map((order) => order.tokenNo)).size).toBe(acknowledged.length);
    },
  );
});
