// Downloads (beyond spec 7: the invoice PDF, the invoices and activity CSVs): an attachment, never cached.
// A streamed file starts only once its first read has succeeded, so a database that fails at the start is
// an ordinary error answer (a 500 with its message) rather than a 200 cut short. Once bytes have gone out a
// status can no longer change: a failure then cuts the connection, so the browser reports the download as
// failed instead of saving a short file, and the error is logged as one (Fastify alone logs it as a warning
// and writes no access-log line for it).
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FileResponse } from '../../shared/contract/endpoint';

/** Sets a download's headers (its declared content type, an attachment, never cached) and hands the content back. */
export function download<T extends string | Buffer | Readable>(reply: FastifyReply, file: FileResponse, filename: string, content: T): T {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store');
  return content;
}

/**
 * The chunks as a stream, once the first has been read (a chunk generator reads its first page before it
 * yields anything). A later failure is logged at error level and destroys the stream.
 */
export async function startedStream(chunks: AsyncGenerator<string>, log: FastifyBaseLogger): Promise<Readable> {
  const first = await chunks.next();
  async function* whole(): AsyncGenerator<string> {
    if (first.done) return;
    yield first.value;
    try {
      yield* chunks;
    } catch (error) {
      log.error({ err: error }, 'download failed part-way: the connection is cut so no short file is saved');
      throw error;
    }
  }
  const stream = Readable.from(whole());
  // However early the client goes (even before the stream asked for a chunk), the reads stop.
  stream.once('close', () => {
    chunks.return(undefined).catch(() => undefined);
  });
  return stream;
}
