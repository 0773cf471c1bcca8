/**
 * A client of a real server over HTTP with its own cookie jar (session and basket cookies), as a browser
 * would hold them. `call` never throws on an HTTP status; a network failure (the server was killed) rejects.
 */
export class HttpSeller {
  readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  async ok(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<Record<string, unknown>> {
    const { status, json } = await this.call(method, path, body, headers);
    if (status !== 200) throw new Error(`${method} ${path} -> ${status} ${JSON.stringify(json)}`);
    return json;
  }
}
