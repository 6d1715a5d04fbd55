import { CSRF_COOKIE, CSRF_HEADER } from '@hotel/shared/constants';

/**
 * The one way the web app talks to the server (ARCHITECTURE.md). Same origin, cookies included,
 * JSON in and out, the X-XSRF-TOKEN header on every unsafe method, and errors turned into ApiError.
 */

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: FieldErrors,
    /** False when the message is ours (no answer, or an answer without a message). */
    readonly fromServer = true,
  ) {
    super(message);
  }

  /** True when the request never got an answer (offline, server down, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Query parameters: strings, numbers and booleans (arrays repeat the key); empty, null and undefined are left out. */
type Query = Readonly<Record<string, unknown>>;

export interface RequestOptions {
  /** A JSON body, or FormData for multipart uploads (the browser sets the boundary). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers (for example an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Shown when a request (or a part of the app) could not be fetched at all. */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the hotel. Please check your connection and try again.';

const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let onUnauthorized: (() => void) | null = null;

/**
 * When a person last pressed a key or a pointer here. A read sent long after that was not asked for by anyone
 * (a live screen refetching by itself): it is marked as background, and does not keep an idle session alive.
 */
let lastInteraction = 0;
const INTERACTION_MS = 10_000;
if (typeof window !== 'undefined') {
  const mark = () => {
    lastInteraction = Date.now();
  };
  window.addEventListener('pointerdown', mark, { capture: true, passive: true });
  window.addEventListener('keydown', mark, { capture: true, passive: true });
}

/** The browser's fetch; the server, rendering a public page, answers the page's reads in-process instead. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Used only by the server render (entry-server.tsx). */
export function setTransport(next: typeof fetch): void {
  transport = next;
}

/** The session registers here to forget the user when the server says the session has ended. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** Any answer from the server sets the XSRF cookie; /api/auth/me is the cheapest one to ask. */
async function ensureCsrfCookie(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch('/api/auth/me', { credentials: 'include', headers: { Accept: 'application/json' } }).catch(
    () => undefined,
  );
  return readCookie(CSRF_COOKIE);
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean') {
      params.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return res.json().catch(() => undefined);
  const text = await res.text().catch(() => '');
  return text || undefined;
}

/**
 * The shared messages, fetched with the first failed answer: a page's first load does without them. When even
 * they cannot be fetched, the failure is told as one of the connection.
 */
async function loadMessages() {
  try {
    return (await import('@hotel/shared/messages')).MSG;
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined, false);
  }
}

function toApiError(status: number, body: unknown, MSG: Awaited<ReturnType<typeof loadMessages>>): ApiError {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const errors =
      'errors' in body && body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined;
    return new ApiError(body.message, status, errors);
  }
  return new ApiError(status >= 500 ? MSG.internal : `Request failed (${status})`, status, undefined, false);
}

/**
 * The message to show for a failed call, per the spec's pattern (§8): the server's message, else
 * `fallback` ('Login failed'); when no answer came at all or the error is not from the API, `unexpected`
 * ('An error occurred during login').
 */
export function errorMessage(error: unknown, fallback: string, unexpected: string = fallback): string {
  if (!(error instanceof ApiError)) return unexpected;
  if (error.isNetworkError) return unexpected;
  return error.fromServer ? error.message : fallback;
}

async function send(method: Method, path: string, options: RequestOptions, retried: boolean): Promise<unknown> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (UNSAFE.has(method)) {
    const token = await ensureCsrfCookie();
    if (token) headers[CSRF_HEADER] = token;
  } else if (typeof window !== 'undefined' && Date.now() - lastInteraction > INTERACTION_MS) {
    headers['X-Background'] = '1';
  }

  let res: Response;
  try {
    res = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, undefined, false);
  }

  const data = await readBody(res);
  if (res.ok) return data;

  const MSG = await loadMessages();
  const error = toApiError(res.status, data, MSG);
  // A stale token (say, from before a login in another tab): the answer set a fresh cookie; try once more.
  if (res.status === 403 && error.message === MSG.csrf && !retried) return send(method, path, options, true);
  if (res.status === 401 && !path.startsWith('/api/auth/')) onUnauthorized?.();
  throw error;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'body'> = {}) => send('GET', path, options, false) as Promise<T>,
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send('POST', path, { ...options, body }, false) as Promise<T>,
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send('PUT', path, { ...options, body }, false) as Promise<T>,
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send('PATCH', path, { ...options, body }, false) as Promise<T>,
  delete: <T>(path: string, options: RequestOptions = {}) => send('DELETE', path, options, false) as Promise<T>,
};
