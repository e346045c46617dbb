// A cookie-keeping client over app.inject that speaks the resource API like the web app does.
// Its CSRF token is the server's: the first write fetches one (it is bound to the pre-session
// cookie, then to the session), and every answer's Set-Cookie replaces the kept cookies, so
// the token rotated at sign-in and sign-out is picked up as a browser would.
import type { FastifyInstance } from 'fastify';

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: {
    resource_response: {
      status: 'success' | 'failure';
      code: number;
      message: string;
      data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
      bookmark?: string;
      error?: { code: string; message: string; http_status: number };
    };
  };
  raw: string;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();
  /** `address`: the client's remote address (rate limits count by it); 127.0.0.1 if not given. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { address?: string } = {},
  ) {}

  async get(name: string, options: Record<string, unknown> = {}): Promise<ApiAnswer> {
    const data = encodeURIComponent(JSON.stringify({ options }));
    return this.request('GET', `/resource/${name}/get/?data=${data}`);
  }

  async post(
    name: string,
    action: string,
    options: unknown = {},
    { csrf = true }: { csrf?: boolean } = {},
  ): Promise<ApiAnswer> {
    if (csrf && !this.cookies.has('csrftoken')) await this.request('GET', '/healthz');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (csrf) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    return this.request(
      'POST',
      `/resource/${name}/${action}/`,
      JSON.stringify({ options }),
      headers,
    );
  }

  /** A bodiless write to a /v3/ path (PUT or DELETE), with the CSRF header unless told not. */
  async write(
    method: 'PUT' | 'DELETE',
    url: string,
    { csrf = true }: { csrf?: boolean } = {},
  ): Promise<ApiAnswer> {
    if (csrf && !this.cookies.has('csrftoken')) await this.request('GET', '/healthz');
    const headers: Record<string, string> = {};
    if (csrf) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    return this.request(method, url, undefined, headers);
  }

  /** A multipart form POST, as a client sends an upload: every field, then `file`. */
  async upload(
    url: string,
    fields: Record<string, string>,
    file: { bytes: Buffer; name?: string; type?: string } | null,
  ): Promise<ApiAnswer> {
    if (!this.cookies.has('csrftoken')) await this.request('GET', '/healthz');
    const boundary = `----corkboard${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'image'}"\r\n` +
            `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request('POST', url, Buffer.concat(parts), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrftoken': this.cookies.get('csrftoken') ?? '',
    });
  }

  async signIn(usernameOrEmail: string, password: string): Promise<ApiAnswer> {
    return this.post('UserSessionResource', 'create', {
      username_or_email: usernameOrEmail,
      password,
    });
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      ...(this.options.address ? { remoteAddress: this.options.address } : {}),
      ...(payload !== undefined ? { payload } : {}),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let body: ApiAnswer['body'];
    try {
      body = JSON.parse(res.body) as ApiAnswer['body'];
    } catch {
      body = undefined as unknown as ApiAnswer['body'];
    }
    return { status: res.statusCode, headers: res.headers, body, raw: res.body };
  }
}
