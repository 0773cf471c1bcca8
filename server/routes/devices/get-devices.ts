import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, errorBody } from '@/contract/index.ts';
import { createPrecompressed, pickEncoding, type Encoding } from '../../http/precompressed.ts';
import { precomputeAnswer, sendPrecomputed, type PrecomputedAnswer } from '../../http/precomputed-answer.ts';
import { readSessionCookie } from '../../http/sessions.ts';
import type { CatalogueCache, CatalogueSnapshot } from '../../services/catalogue-cache.ts';

const { path, response } = endpoints.getDevices;

const validators = (snapshot: CatalogueSnapshot) =>
  [
    ['ETag', snapshot.etag],
    ['Cache-Control', 'no-cache'],
    ['Vary', 'Accept-Encoding'],
  ] as const;

function matchesTag(request: FastifyRequest, etag: string): boolean {
  const inm = request.headers['if-none-match'];
  return Boolean(inm && (inm.trim() === '*' || inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)));
}

/** The 200 per catalogue version and encoding, built once (precomputed-answer.ts). */
function createAnswers() {
  const precompressed = createPrecompressed();
  let cached: { etag: string; answers: Map<Encoding | 'identity', PrecomputedAnswer> } = { etag: '', answers: new Map() };
  return (snapshot: CatalogueSnapshot, encoding: Encoding | null): PrecomputedAnswer => {
    if (cached.etag !== snapshot.etag) cached = { etag: snapshot.etag, answers: new Map() };
    const key = encoding ?? 'identity';
    let answer = cached.answers.get(key);
    if (!answer) {
      const type = ['Content-Type', 'application/json; charset=utf-8'] as const;
      answer = encoding
        ? precomputeAnswer([...validators(snapshot), type, ['Content-Encoding', encoding]], precompressed(snapshot.etag, snapshot.body, encoding))
        : precomputeAnswer([...validators(snapshot), type], Buffer.from(snapshot.body, 'utf8'));
      cached.answers.set(key, answer);
    }
    return answer;
  };
}

/** GET /api/devices: the catalogue with an ETag; a matching If-None-Match (or `*`) answers 304 with no body. */
export const getDevicesRoute =
  (catalogue: CatalogueCache): FastifyPluginAsyncZod =>
  async (app) => {
    const answerFor = createAnswers();
    const answer = (snapshot: CatalogueSnapshot, request: FastifyRequest, reply: FastifyReply): void => {
      if (matchesTag(request, snapshot.etag)) {
        void reply
          .headers(Object.fromEntries(validators(snapshot)))
          .code(304)
          .send();
        return;
      }
      const built = answerFor(snapshot, pickEncoding(request.headers['accept-encoding']));
      // A request with a session cookie takes the reply path: its session hook makes the answer no-store (personal
      // data must not be cached) and may set a cookie. A visitor's (none, or the basket's) is written as built.
      if (!readSessionCookie(request)) return sendPrecomputed(reply, built);
      void reply.headers(built.own).send(built.body as never);
    };
    // Compressed here once per version: the compress plugin's per-request hooks would find nothing to do.
    const config = { compress: false, decompress: false } as const;
    app.get(path, { schema: { response: { 200: response, 304: z.undefined(), 500: errorBody } }, config }, (request, reply) => {
      // The snapshot in hand needs no promise; a first or stale one is loaded (a failure is the error handler's 500).
      const snapshot = catalogue.current();
      if (snapshot) return answer(snapshot, request, reply);
      return catalogue.get().then((loaded) => answer(loaded, request, reply));
    });
  };
