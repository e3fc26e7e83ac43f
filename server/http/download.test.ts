// A streamed download (server/http/download.ts): nothing is answered before the first read succeeds, a later
// failure destroys the stream and is logged at error level, and a client that goes away stops the reads.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startedStream } from './download';

function memoryLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, destination), lines };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function* twoChunks() {
  yield 'header\r\nrow 1\r\n';
  yield 'row 2\r\n';
}

// oxlint-disable-next-line require-yield -- fails before its first chunk, as a first page read that throws
async function* failsAtFirstRead(): AsyncGenerator<string> {
  throw new Error('no such table: invoice_orders');
}

async function* failsAfterFirstChunk() {
  yield 'header\r\nrow 1\r\n';
  throw new Error('connection lost');
}

describe('startedStream', () => {
  it('hands the chunks on whole, the first included', async () => {
    const { log } = memoryLog();
    expect(await readAll(await startedStream(twoChunks(), log))).toBe('header\r\nrow 1\r\nrow 2\r\n');
  });

  it('a failure of the first read is the request’s own error: no stream is made', async () => {
    const { log, lines } = memoryLog();
    await expect(startedStream(failsAtFirstRead(), log)).rejects.toThrow('no such table');
    expect(lines).toEqual([]);
  });

  it('a failure after the first chunk destroys the stream and is logged as an error', async () => {
    const { log, lines } = memoryLog();
    const stream = await startedStream(failsAfterFirstChunk(), log);
    await expect(readAll(stream)).rejects.toThrow('connection lost');
    expect(stream.destroyed).toBe(true);
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 50, msg: 'download failed part-way: the connection is cut so no short file is saved' },
    ]);
  });

  it('a client gone before the second chunk stops the reads as well', async () => {
    const { log } = memoryLog();
    let closed = false;
    async function* chunks() {
      try {
        yield 'page 1\r\n';
        yield 'page 2\r\n';
      } finally {
        closed = true;
      }
    }
    const stream = await startedStream(chunks(), log);
    stream.destroy();
    await expect.poll(() => closed).toBe(true);
  });

  it('a client that goes away stops the reads (the generator is closed)', async () => {
    const { log } = memoryLog();
    let pagesRead = 0;
    let closed = false;
    async function* chunks() {
      try {
        for (;;) {
          pagesRead += 1;
          yield `page ${pagesRead}\r\n`;
        }
      } finally {
        closed = true;
      }
    }
    const stream = await startedStream(chunks(), log);
    for await (const chunk of stream) {
      expect(String(chunk)).toBe('page 1\r\n');
      break; // leaving the loop destroys the stream, as Fastify does when the client disconnects
    }
    await expect.poll(() => closed).toBe(true);
    expect(pagesRead).toBeLessThan(100);
  });
});
