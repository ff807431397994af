/** HTTPS requests trusting the test's local CA (no global TLS override), plus a cookie-keeping browser. */
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';

export interface HttpResponse {
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Absolute Location of a redirect. */
  location?: string;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  /** Sent as the raw request body (JSON calls). */
  body?: string;
}

export function send(url: string, ca: string, { method = 'GET', headers = {}, form, body: raw }: RequestInit = {}): Promise<HttpResponse> {
  const body = form ? new URLSearchParams(form).toString() : raw;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: form ? 'POST' : method,
        ca,
        agent: false,
        headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            url,
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(res.headers.location ? { location: new URL(res.headers.location, url).href } : {}),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Cookie {
  name: string;
  value: string;
  path: string;
  /** The Set-Cookie header it came from, to check its attributes. */
  header: string;
}

/** Keeps cookies (by name and path) and follows redirects within the identity server's origin. */
export class Browser {
  private readonly cookies = new Map<string, Cookie>();

  constructor(private readonly ca: string) {}

  async request(url: string, init: RequestInit = {}): Promise<HttpResponse> {
    const cookie = this.cookieHeader(new URL(url).pathname);
    const response = await send(url, this.ca, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
    for (const header of response.headers['set-cookie'] ?? []) this.store(header);
    return response;
  }

  /** Request, then follow redirects while they stay on the same origin; a redirect elsewhere (the app) is returned. */
  async navigate(url: string, init: RequestInit = {}): Promise<HttpResponse> {
    let response = await this.request(url, init);
    while (response.location && new URL(response.location).origin === new URL(url).origin) {
      response = await this.request(response.location);
    }
    return response;
  }

  setCookieHeader(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.header;
  }

  private cookieHeader(requestPath: string): string {
    return [...this.cookies.values()]
      .filter(({ path }) => requestPath === path || requestPath.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  private store(header: string) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    const maxAge = attribute('max-age');
    const expired = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (expired || value === '') this.cookies.delete(`${name};${path}`);
    else this.cookies.set(`${name};${path}`, { name, value, path, header });
  }
}
