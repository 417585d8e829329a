import http from 'node:http';

/** The demo store manager (Corner Cafe), seeded with the demo data; every benchmark signs in as this user. */
export const BENCH_USER = { username: 'store', password: 'Portal#2026' } as const;

// node:http with a keep-alive agent: fetch (undici) costs the load generator several times more CPU per request,
// and on a 2-core machine the generator shares the cores with the server it measures. maxSockets stays above any
// sensible CLIENTS so that requests never queue inside the load generator.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** An answer read to its last byte; `lines` counts the newlines of a CSV body. */
export type TReply = { status: number; text: string; bytes: number; lines: number };

function send(url: URL, method: string, headers: Record<string, string>, payload: string | undefined) {
  return new Promise<TReply & { setCookies: string[] }>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      let lines = 0;
      // A CSV export is counted, not kept: holding megabytes here would measure the load generator.
      const keep = !(response.headers['content-type'] ?? '').includes('text/csv');
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
        else for (const byte of chunk) if (byte === 10) lines++;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookies: response.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
          bytes,
          lines,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The body as JSON; null when it is empty or not JSON (an error page), so callers check fields instead of catching. */
export function jsonOf(reply: TReply): unknown {
  try {
    return reply.text ? (JSON.parse(reply.text) as unknown) : null;
  } catch {
    return null;
  }
}

/** One browser-like session: its own cookie jar and CSRF token. */
export class Client {
  private readonly cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly baseURL: string) {}

  /** The jar as a Cookie header, e.g. to hand the session to a browser. */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<TReply> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    const payload = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    const { setCookies, ...reply } = await send(new URL(route, this.baseURL), method, headers, payload);
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // A cleared cookie (log-off, session rotation) leaves the jar, as it would leave a browser's.
      if (/;\s*max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return reply;
  }

  /** Fetches the token for the current cookies: the pre-session one before LogOn, the session-bound one after. */
  async refreshCsrf(): Promise<void> {
    const reply = await this.call('POST', '/Account/GetCsrfToken');
    const token = (jsonOf(reply) as { tokenHeaderValue?: unknown } | null)?.tokenHeaderValue;
    if (reply.status !== 200 || typeof token !== 'string') throw new Error(`GetCsrfToken answered ${reply.status}`);
    this.csrf = token;
  }

  /** LogOn as BENCH_USER with the current CSRF token; false when the server refuses it. */
  async logOn(): Promise<boolean> {
    const reply = await this.call('POST', '/Account/LogOn', { ...BENCH_USER, rememberMe: false });
    return reply.status === 200 && (jsonOf(reply) as { success?: unknown } | null)?.success === true;
  }

  /** Signs in and fetches the session-bound CSRF token, ready for the calls under measurement. */
  async signIn(): Promise<void> {
    await this.refreshCsrf();
    if (!(await this.logOn())) throw new Error(`LogOn as '${BENCH_USER.username}' failed`);
    await this.refreshCsrf();
  }

  /** Forgets the session, so the next sign-in starts from nothing as a new browser would. */
  reset(): void {
    this.cookies.clear();
    this.csrf = '';
  }
}
