// A small web site on 127.0.0.1 for "save from a URL" in the browser tests: a product page with
// Open Graph and schema.org data, and its pictures. The server under test may fetch from it
// because global-setup names it in FETCH_ALLOW_HOSTS; every other private address stays refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

const page = (base: string) => `<!doctype html><html><head>
<title>Rattan armchair | Casa</title>
<meta property="og:title" content="Rattan armchair">
<meta property="og:description" content="Hand-woven rattan on an oak frame.">
<meta property="og:image" content="${base}/chair.jpg">
<meta property="og:site_name" content="Casa">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Rattan armchair","offers":{"@type":"Offer","price":"240.00","priceCurrency":"USD",
"availability":"https://schema.org/InStock"}}</script>
</head><body><h1>Rattan armchair</h1><img src="/side.jpg" width="600" height="400"></body></html>`;

export async function startTestSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const picture = (background: string) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const images: Record<string, Buffer> = {
    '/chair.jpg': await picture('#c8a165'),
    '/side.jpg': await picture('#6b8e23'),
  };
  let origin = '';
  const server: Server = createServer((req, res) => {
    const image = req.url ? images[req.url] : undefined;
    if (image) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    } else if (req.url === '/chair') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(origin));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
