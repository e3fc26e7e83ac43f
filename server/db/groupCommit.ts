// Group commit for SQLite. With synchronous=FULL every COMMIT waits for the disk, on the one
// thread that also serves HTTP. Write transactions that arrive while one is running are queued and then
// run together, each in its own SAVEPOINT inside one transaction, so one fsync makes a whole batch
// durable. Each caller is answered only after that COMMIT, so "acknowledged means durable" holds;
// a caller whose work throws is rolled back to its savepoint and gets its own error, the others commit.
// A write that finds the queue empty runs at once, alone: no added latency when the restaurant is quiet.
import type { Db } from './client';

/** Enough to fill one fsync at rush hour; a bound keeps one batch from holding the connection for long. */
const MAX_BATCH = 64;
const SAVEPOINT = 'brigade_write';

interface Job {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { isOk: true; value: unknown } | { isOk: false; error: unknown };

class GroupCommit {
  readonly #db: Db;
  readonly #queue: Job[] = [];
  #isDraining = false;

  constructor(db: Db) {
    this.#db = db;
  }

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#isDraining) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#isDraining = true;
    try {
      while (this.#queue.length > 0) {
        // One turn of the event loop first: requests that arrived while the last COMMIT held the thread
        // are parsed and reach the queue, so they share the next fsync. Costs microseconds when quiet.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.#queue.splice(0, MAX_BATCH);
        if (batch.length === 1) await this.#runAlone(batch[0] as Job);
        else await this.#runBatch(batch);
      }
    } finally {
      this.#isDraining = false;
    }
  }

  async #runAlone(job: Job): Promise<void> {
    const trx = await this.#db
      .startTransaction()
      .execute()
      .catch((error: unknown) => {
        job.reject(error);
        return null;
      });
    if (!trx) return;
    try {
      const value = await job.work(trx);
      await trx.commit().execute();
      job.resolve(value);
    } catch (error) {
      // On SQLITE_FULL (and I/O errors) SQLite may have rolled the whole transaction back already: the
      // ROLLBACK then fails ("no transaction is active"), and the caller must get the real cause, not that.
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      job.reject(error);
    }
  }

  async #runBatch(batch: Job[]): Promise<void> {
    const outcomes: Outcome[] = [];
    const trx = await this.#db
      .startTransaction()
      .execute()
      .catch((error: unknown) => {
        for (const job of batch) job.reject(error);
        return null;
      });
    if (!trx) return;
    try {
      for (const job of batch) {
        const inSavepoint = await trx.savepoint(SAVEPOINT).execute();
        try {
          const value = await job.work(inSavepoint);
          await inSavepoint.releaseSavepoint(SAVEPOINT).execute();
          outcomes.push({ isOk: true, value });
        } catch (error) {
          const isStillOpen = await inSavepoint
            .rollbackToSavepoint(SAVEPOINT)
            .execute()
            .then(() => inSavepoint.releaseSavepoint(SAVEPOINT).execute())
            .then(
              () => true,
              () => false,
            );
          // SQLite rolled the whole transaction back (disk full): the batch's earlier writes are gone too,
          // and every caller gets this write's cause.
          if (!isStillOpen) throw error;
          outcomes.push({ isOk: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // The transaction itself failed (disk full, I/O error): nothing of the batch is durable.
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.isOk) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}

const groupCommits = new WeakMap<Db, GroupCommit>();

/** Called by openDatabase for SQLite: writes through `runWriteTransaction` on this db are grouped. */
export function enableGroupCommit(db: Db): void {
  groupCommits.set(db, new GroupCommit(db));
}

/** One write transaction: grouped on SQLite, a plain transaction on PostgreSQL (its pool runs them side by side). */
export function runWriteTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const groupCommit = groupCommits.get(db);
  return groupCommit ? groupCommit.run(work) : db.transaction().execute(work);
}
