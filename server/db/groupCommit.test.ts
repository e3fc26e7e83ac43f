// Group commit on a real SQLite file: writes that queue up while one runs share a COMMIT, each caller is
// answered only once its write is durable (another connection sees it), and a failing write is rolled
// back alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { runWriteTransaction } from './groupCommit';

let dir: string;
let handle: DatabaseHandle;
let file: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-group-commit-'));
  file = path.join(dir, 'test.sqlite');
  handle = openDatabase(`sqlite:${file}`);
  await sql`create table notes (id integer primary key, text text not null unique)`.execute(handle.db);
});

afterEach(async () => {
  await handle.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insertNote = (text: string) =>
  runWriteTransaction(handle.db, async (trx) => {
    await sql`insert into notes (text) values (${text})`.execute(trx);
    return text;
  });

function committedNotes(): string[] {
  const reader = new SQLite(file, { readonly: true });
  try {
    return (reader.prepare('select text from notes order by id').all() as Array<{ text: string }>).map((row) => row.text);
  } finally {
    reader.close();
  }
}

/** A note larger than a page: it needs pages the pinned file size does not have. */
const bigNote = (label: string) => `${label} ${'x'.repeat(20_000)}`;

describe('runWriteTransaction on SQLite', () => {
  it('answers each of many concurrent writes only once another connection can read it', async () => {
    const seenAtAnswer: boolean[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        insertNote(`note ${index}`).then((text) => seenAtAnswer.push(committedNotes().includes(text))),
      ),
    );
    expect(seenAtAnswer).toHaveLength(40);
    expect(seenAtAnswer.every(Boolean)).toBe(true);
    expect(committedNotes()).toHaveLength(40);
  });

  it('a write that fails in a batch is rolled back alone; the others commit, in order', async () => {
    const outcomes = await Promise.allSettled([
      insertNote('first'),
      insertNote('second'),
      runWriteTransaction(handle.db, async (trx) => {
        await sql`insert into notes (text) values ('half-written')`.execute(trx);
        throw new Error('refused after a write');
      }),
      insertNote('second'), // unique violation
      insertNote('third'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toEqual(new Error('refused after a write'));
    expect(committedNotes()).toEqual(['first', 'second', 'third']);
  });

  describe('when the disk is full (max_page_count pinned to the file size: SQLite rolls the whole transaction back itself)', () => {
    beforeEach(async () => {
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(handle.db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count}`).execute(handle.db);
    });

    it('a write alone fails with SQLITE_FULL, not with the ROLLBACK that finds no transaction', async () => {
      await expect(insertNote(bigNote('alone'))).rejects.toMatchObject({ code: 'SQLITE_FULL' });
      expect(committedNotes()).toEqual([]);
      expect(await insertNote('small')).toBe('small');
    });

    it('a batch whose transaction SQLite rolled back fails every write with SQLITE_FULL and commits none of it', async () => {
      const outcomes = await Promise.allSettled([insertNote('first'), insertNote(bigNote('too big')), insertNote('third')]);
      expect(
        outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : outcome.value)),
      ).toEqual(['SQLITE_FULL', 'SQLITE_FULL', 'SQLITE_FULL']);
      expect(committedNotes()).toEqual([]);
    });
  });

  it('a write alone (nothing queued) commits at once', async () => {
    expect(await insertNote('alone')).toBe('alone');
    expect(committedNotes()).toEqual(['alone']);
  });
});
