// SSR of the home page, server time: GET / over loopback, one request at a time (concurrency 1,
// so nothing queues and the time is the server's render plus a loopback round trip of well
// under a millisecond), signed out, timed until the last byte of the streamed HTML arrives.
import http from 'node:http';
import { median, quantile } from './util.mjs';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function getOnce(agent, url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      url,
      { agent, headers: { accept: 'text/html', 'user-agent': BROWSER_UA }, timeout: 10_000 },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          resolve({ ms, status: response.statusCode, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('SSR request timed out')));
    request.on('error', reject);
  });
}

/**
 * Resolves { medianMs, p95Ms, count, bytes, pinsInPage, renderError }: `pinsInPage` counts the
 * `expectPinIds` (the feed's first page) the HTML names. Throws when the page does not answer.
 */
export async function measureSsr(baseUrl, { warmup = 20, count = 200, expectPinIds = [] } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const url = `${baseUrl}/`;
    const first = await getOnce(agent, url);
    const html = first.body.toString('utf8');
    if (first.status !== 200 || !/<html/i.test(html)) {
      throw new Error(`GET / answered ${first.status}: ${html.slice(0, 200)}`);
    }
    // A page whose render failed, or that shows no pins, is fast and proves nothing: report
    // React's fallback to client rendering, and how many of the feed's pins the HTML names.
    const fallback = html.match(/<template data-msg="([^"]*)"/);
    const renderError = fallback
      ? fallback[1]
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/\s+/g, ' ')
          .trim()
      : null;
    const pinsInPage = expectPinIds.filter((id) =>
      new RegExp(`/pin/${id}\\b|"${id}"`).test(html),
    ).length;
    for (let i = 0; i < warmup; i += 1) await getOnce(agent, url);
    const times = [];
    for (let i = 0; i < count; i += 1) {
      const r = await getOnce(agent, url);
      if (r.status !== 200) throw new Error(`GET / answered ${r.status} during the run`);
      times.push(r.ms);
    }
    return {
      medianMs: median(times),
      p95Ms: quantile(times, 0.95),
      count,
      bytes: first.body.length,
      pinsInPage,
      renderError,
    };
  } finally {
    agent.destroy();
  }
}
