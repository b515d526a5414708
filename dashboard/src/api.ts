/**
 * The dashboard's only way to the server: the same public API any client calls, same origin,
 * HTTP Basic with the API token's client id and secret. The credentials live in sessionStorage
 * (gone when the tab closes) and in memory; they never go into a URL, a log or a curl line.
 */
export const API_BASE = '/2025-10-13';
const STORAGE_KEY = 'corridor.dashboard.credentials';

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export function loadCredentials(): Credentials | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Credentials;
    return parsed.clientId && parsed.clientSecret ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveCredentials(credentials: Credentials | undefined): void {
  if (credentials) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credentials));
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** An answer that was not 2xx, with the API's code and `reason` (shown as is). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string,
    readonly details?: unknown,
  ) {
    super(`${status} ${code}: ${reason}`);
  }
  /** The server does not have this operation (yet): 501, or the 404 Corridor answers for an unknown route ("No route …"). */
  get notAvailable(): boolean {
    return this.status === 501 || (this.status === 404 && /^No route\b/.test(this.reason));
  }
}

/** One call as made: what the Sandbox page shows and turns into curl. */
export interface ApiCall {
  method: string;
  path: string;
  body?: unknown;
  status?: number;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

let current: Credentials | undefined = loadCredentials();
let onUnauthorized: (() => void) | undefined;

export function setCredentials(credentials: Credentials | undefined): void {
  current = credentials;
  saveCredentials(credentials);
}

export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

function authorization(credentials: Credentials): string {
  const bytes = new TextEncoder().encode(`${credentials.clientId}:${credentials.clientSecret}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

export interface RequestOptions {
  body?: unknown;
  form?: FormData;
  credentials?: Credentials;
  /** Told about the call once answered (the Sandbox page's log). */
  record?: (call: ApiCall) => void;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const credentials = options.credentials ?? current;
  if (!credentials) throw new ApiError(401, 'UNAUTHORIZED', 'Not signed in');
  const headers: Record<string, string> = { authorization: authorization(credentials), accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (method !== 'GET' && method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    body = '{}';
  }
  const call: ApiCall = { method, path, body: options.form ? '(multipart form)' : options.body };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body, credentials: 'omit', cache: 'no-store' });
  } catch (err) {
    options.record?.(call);
    throw new ApiError(0, 'NETWORK_ERROR', `The server did not answer (${(err as Error).message})`);
  }
  call.status = response.status;
  options.record?.(call);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const e = (json ?? {}) as { code?: string; reason?: string; message?: string; details?: unknown };
    const error = new ApiError(response.status, e.code ?? `HTTP_${response.status}`, e.reason ?? e.message ?? (text.slice(0, 300) || response.statusText), e.details);
    if (response.status === 401 && !options.credentials) onUnauthorized?.();
    throw error;
  }
  return json as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', withQuery(path, query)),
  post: <T>(path: string, body?: unknown, record?: (call: ApiCall) => void) => request<T>('POST', path, { body, record }),
  patch: <T>(path: string, body: unknown, record?: (call: ApiCall) => void) => request<T>('PATCH', path, { body, record }),
  del: <T>(path: string) => request<T>('DELETE', path),
};

/** The call as a curl line; the credentials stay placeholders (set CLIENT_ID and CLIENT_SECRET). */
export function curlFor(call: ApiCall, origin = window.location.origin): string {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const parts = ['curl', '-sS', '-u', '"$CLIENT_ID:$CLIENT_SECRET"'];
  if (call.method !== 'GET') parts.push('-X', call.method);
  parts.push(quote(`${origin}${API_BASE}${call.path}`));
  if (call.body !== undefined && typeof call.body !== 'string') {
    parts.push('-H', quote('content-type: application/json'), '-d', quote(JSON.stringify(call.body)));
  } else if (call.method === 'POST' && call.body === undefined) {
    parts.push('-H', quote('content-type: application/json'), '-d', quote('{}'));
  }
  return parts.join(' ');
}

export interface Page<T> {
  data: T[];
  hasMore?: boolean;
  nextCursor?: string;
  totalCount?: number;
}

/** Every item of a list, following cursors, up to `max` items. */
export async function listAll<T>(path: string, query: Query = {}, max = 500): Promise<{ items: T[]; truncated: boolean }> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.get<Page<T>>(path, { ...query, limit: 100, cursor });
    items.push(...page.data);
    if (!page.hasMore || !page.nextCursor) return { items, truncated: false };
    if (items.length >= max) return { items, truncated: true };
    cursor = page.nextCursor;
  }
}
