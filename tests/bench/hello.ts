import Fastify from 'fastify';

/** The baseline: a bare Fastify 5 server, started the same way as the gateway (tsx child, PORT and HOST). */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
