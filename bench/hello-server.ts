/**
 * The bench's reference server: a bare Fastify route answering a small JSON object, with no plugins, logger
 * or database. API throughput is reported as a ratio to this, measured in the same run on the same machine.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
