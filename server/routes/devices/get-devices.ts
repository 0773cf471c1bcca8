import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorBody } from '../../../src/contract/index.ts';
import type { CatalogueCache } from '../../services/catalogue-cache.ts';

const { path, response } = endpoints.getDevices;

/** GET /api/devices: the catalogue with an ETag; a matching If-None-Match answers 304 with no body. */
export const getDevicesRoute =
  (catalogue: CatalogueCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(path, { schema: { response: { 200: response, 304: z.undefined(), 500: errorBody } } }, async (request, reply) => {
      const { body, etag } = await catalogue.get();
      reply.header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      const inm = request.headers['if-none-match'];
      if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      // Already serialised and validated at load; skip the per-request serialiser.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(body as never);
    });
  };
