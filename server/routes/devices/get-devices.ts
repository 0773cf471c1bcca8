import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody } from '@/contract/index.ts';
import { createPrecompressed, pickEncoding } from '../../http/precompressed.ts';
import type { CatalogueCache } from '../../services/catalogue-cache.ts';

const { path, response } = endpoints.getDevices;

/** GET /api/devices: the catalogue with an ETag; a matching If-None-Match (or `*`) answers 304 with no body. */
export const getDevicesRoute =
  (catalogue: CatalogueCache): FastifyPluginAsyncZod =>
  async (app) => {
    const precompressed = createPrecompressed();
    app.get(path, { schema: { response: { 200: response, 304: z.undefined(), 500: errorBody } } }, async (request, reply) => {
      const { body, etag } = await catalogue.get();
      reply.header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      const inm = request.headers['if-none-match'];
      if (inm && (inm.trim() === '*' || inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
        return reply.code(304).send();
      }
      reply.type('application/json; charset=utf-8');
      // Compressed once per catalogue version (the compress plugin leaves an encoded reply alone).
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) return reply.header('Content-Encoding', encoding).send(precompressed(etag, body, encoding) as never);
      // Already serialised and validated at load; skip the per-request serialiser.
      return reply.serializer((payload) => payload as string).send(body as never);
    });
  };
