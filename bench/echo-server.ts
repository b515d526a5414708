// The baseline: a bare Fastify server answering a small JSON body, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/echo', async () => ({ ok: true, service: 'echo', at: new Date().toISOString() }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
