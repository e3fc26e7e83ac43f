// A till whose connection drops while it waits for an answer: the whole request is written to the socket, then
// the socket is destroyed before the till reads any answer. Right after sending, the server may not even have
// read the body yet (then the request is not run: the body's stream fails); later, it may have written the
// order and be sending the answer into a closed connection. Either way the till never learns which.
import http from 'node:http';
import type { TestClient } from '../../support/httpClient';

/**
 * Sends `body` as a JSON POST with the client's cookies and destroys the connection once the request is
 * written, or, with `dropWhen`, once that resolves (an answer arriving meanwhile is never read).
 */
export function sendAndDrop(
  client: TestClient,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  dropWhen?: () => Promise<void>,
): Promise<void> {
  const payload = JSON.stringify(body);
  const url = new URL(path, client.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...headers,
        accept: 'application/json',
        origin: client.baseUrl,
        cookie: client.cookieHeader(url.pathname),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(payload)),
      },
    });
    let isDropped = false;
    const drop = () => {
      isDropped = true;
      request.destroy();
      resolve();
    };
    // The only error expected is the one the drop itself causes.
    request.on('error', (error) => {
      if (!isDropped) reject(error);
    });
    request.on('response', () => {
      if (!dropWhen) reject(new Error(`${path} was answered before the connection was dropped`));
    });
    // The callback runs once the request, body included, is handed to the operating system.
    request.end(payload, () => {
      if (!dropWhen) return drop();
      dropWhen().then(drop, (error: unknown) => {
        request.destroy();
        reject(error);
      });
    });
  });
}
