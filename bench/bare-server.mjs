// The throughput limit of docs/DESIGN.md §3: a bare Fastify app answering a small JSON object,
// in its own process on the same machine, loaded the same way as the real server. Nothing else: no
// hooks, no cookies, no logger. `node bench/bare-server.mjs <port>`
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true, items: [1, 2, 3], name: 'bare' }));
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
