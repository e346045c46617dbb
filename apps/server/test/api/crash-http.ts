// A person's browser for the crash test, over real HTTP (fetch): it keeps the cookies every
// response sets (the session, and the CSRF token, read anew from whatever response set it last)
// and echoes `csrftoken` in X-CSRFToken on writes, as the web app does.
import type { Envelope } from '@corkboard/contracts';

export interface HttpAnswer<T> {
  status: number;
  envelope: Envelope<T> | null;
  raw: string;
}

/** The data of a success envelope; anything else throws, naming what the server said. */
export function dataOf<T>(answer: HttpAnswer<T>, what: string): T {
  const response = answer.envelope?.resource_response;
  if (answer.status >= 400 || response?.status !== 'success') {
    throw new Error(`${what} answered ${answer.status}: ${answer.raw.slice(0, 500)}`);
  }
  return response.data;
}

/** The server the browsers talk to; `url` moves to the new process after each restart. */
export interface Target {
  url: string;
}

export class HttpBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly target: Target) {}

  get<T>(name: string, options: object): Promise<HttpAnswer<T>> {
    const data = encodeURIComponent(JSON.stringify({ options }));
    return this.send('GET', `/resource/${name}/get/?data=${data}`);
  }

  post<T>(name: string, action: string, options: object): Promise<HttpAnswer<T>> {
    return this.send('POST', `/resource/${name}/${action}/`, JSON.stringify({ options }), {
      'content-type': 'application/json',
    });
  }

  /** The multipart form of an upload: its parameters, then `file` (fetch encodes FormData). */
  upload<T>(url: string, fields: Record<string, string>, png: Buffer): Promise<HttpAnswer<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
    return this.send('POST', url, form);
  }

  /** A media file: its status and bytes. */
  async file(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
    const res = await fetch(new URL(url, this.target.url));
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }

  /** Rejects when the connection fails (the server was killed): that write was not answered. */
  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer<T>> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.send('GET', '/healthz');
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(path, this.target.url), {
      method,
      headers: {
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { 'x-csrftoken': this.cookies.get('csrftoken') ?? '' }),
      },
      ...(body !== undefined ? { body } : {}),
    });
    for (const line of res.headers.getSetCookie()) this.keepCookie(line);
    const raw = await res.text();
    let envelope: Envelope<T> | null = null;
    try {
      envelope = JSON.parse(raw) as Envelope<T>;
    } catch {
      envelope = null;
    }
    return { status: res.status, envelope, raw };
  }

  private keepCookie(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq < 1) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', v = ''] = a.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
