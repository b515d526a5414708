/** How a webhook leaves the building. The default posts over HTTP(S) with a timeout. */
export interface WebhookTransport {
  post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }>;
}

export function httpTransport(timeoutMs = 10_000): WebhookTransport {
  return {
    async post(url, headers, body) {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
      const text = await res.text();
      return { status: res.status, body: text.slice(0, 4096) };
    },
  };
}
