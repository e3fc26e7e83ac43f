// A small cookie-jar HTTP client for the api tests and e2e setup: it sends Origin and JSON the way
// the browser client does, keeps cookies by path, and reads every Set-Cookie.

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  isHttpOnly: boolean;
  isSecure: boolean;
  sameSite?: string;
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  const cookie: SetCookie = {
    name: pair.slice(0, eq).trim(),
    value: decodeURIComponent(pair.slice(eq + 1).trim()),
    isHttpOnly: false,
    isSecure: false,
  };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path') cookie.path = value;
    else if (key === 'max-age') cookie.maxAge = Number(value);
    else if (key === 'expires') cookie.expires = new Date(value);
    else if (key === 'httponly') cookie.isHttpOnly = true;
    else if (key === 'secure') cookie.isSecure = true;
    else if (key === 'samesite') cookie.sameSite = value;
  }
  return cookie;
}

/** Response bodies in tests are read field by field; asserting their shape is the test's job. */
// oxlint-disable-next-line typescript/no-explicit-any
export type LooseJson = any;

export interface TestResponse<T = LooseJson> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else undefined. */
  body: T;
  text: string;
  /** The body's bytes as sent (a PDF's compressed streams do not survive reading it as text). */
  bytes: Buffer;
  setCookies: SetCookie[];
}

export interface RequestOptions {
  /** JSON body; POST/PUT/PATCH/DELETE send `{}` when omitted (like the browser client). */
  body?: unknown;
  /** Raw body text instead of JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Origin header: the server's own by default; null sends none. */
  origin?: string | null;
  /** Content-Type: application/json by default for bodies; null sends none. */
  contentType?: string | null;
  /** Send no body and no Content-Type at all, as curl, fetch and axios do for a body-less call. */
  noBody?: boolean;
  /** Aborts the request (a till giving up on an answer that does not come). */
  signal?: AbortSignal;
}

interface StoredCookie {
  value: string;
  path: string;
}

/** RFC 6265 5.1.4 path-match. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class TestClient {
  readonly baseUrl: string;
  readonly #jar = new Map<string, StoredCookie>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** A second client with a copy of this one's cookies (another tab, or a thief's copy). */
  fork(): TestClient {
    const copy = new TestClient(this.baseUrl);
    for (const [name, cookie] of this.#jar) copy.#jar.set(name, { ...cookie });
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.#jar.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.#jar.set(name, { value, path });
  }

  deleteCookie(name: string): void {
    this.#jar.delete(name);
  }

  /** The Cookie header the browser would send to `path`. */
  cookieHeader(path = '/'): string {
    return [...this.#jar]
      .filter(([, cookie]) => pathMatches(path, cookie.path))
      .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
      .join('; ');
  }

  async request<T = LooseJson>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const upper = method.toUpperCase();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const origin = options.origin === undefined ? this.baseUrl : options.origin;
    if (origin !== null) headers.origin = origin;
    let body: string | undefined;
    if (options.noBody) body = undefined;
    else if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined || STATE_CHANGING.has(upper)) body = JSON.stringify(options.body ?? {});
    const contentType = options.contentType === undefined ? (body !== undefined ? 'application/json' : null) : options.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    const pathname = new URL(path, this.baseUrl).pathname;
    const cookies = this.cookieHeader(pathname);
    if (cookies) headers.cookie = cookies;

    const response = await fetch(`${this.baseUrl}${path}`, { method: upper, headers, body, redirect: 'manual', signal: options.signal });
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      const isExpired =
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (isExpired) this.#jar.delete(cookie.name);
      else this.#jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text, bytes, setCookies };
  }

  get<T = LooseJson>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  patch<T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T = LooseJson>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('DELETE', path, { ...options, body });
  }
}
