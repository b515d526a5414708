/** What an operation answers: recorded as is for an Idempotency-Key and sent byte for byte on replay. */
export interface Reply {
  status: number;
  body?: unknown;
  /** The body already serialized (a cached hot-path response); takes precedence over body. */
  json?: string;
  headers?: Record<string, string>;
}
