import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointName } from '../../src/contract/index.ts';

export interface CallRecord {
  call: string;
  ms: number;
  ok: boolean;
  error?: string;
}

/**
 * One simulated seller's HTTP client: its own cookie jar (basket, session), JSON bodies, an Idempotency-Key on
 * the calls the contract marks idempotent (as the app's callApi sends), and every call timed into `records`.
 */
export class SellerClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly records: CallRecord[],
  ) {}

  async call(label: string, name: EndpointName, options: { body?: unknown; search?: string } = {}): Promise<unknown> {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if ('idempotent' in endpoint && endpoint.idempotent) headers['idempotency-key'] = randomUUID();
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${endpoint.path}${options.search ?? ''}`, {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(120_000),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [key, ...value] = pair!.split('=');
        this.cookies.set(key!.trim(), value.join('='));
      }
      const text = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) {
        this.records.push({ call: label, ms, ok: false, error: `${response.status} ${text.slice(0, 120)}` });
        throw new Error(`${label}: ${response.status}`);
      }
      this.records.push({ call: label, ms, ok: true });
      return text ? JSON.parse(text) : null;
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith(`${label}:`))) {
        this.records.push({ call: label, ms: performance.now() - started, ok: false, error: String(error) });
      }
      throw error;
    }
  }
}
