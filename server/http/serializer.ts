import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

/**
 * Responses are bodies the server built itself from the contract's types (the handler's return type is checked
 * against the route's response schema at compile time), so in production they go out as plain JSON.stringify:
 * parsing every reply with zod was about a tenth of a calculate's CPU (reports/profile-2026-11-23.md).
 *
 * With `check` on (every server test: tests/server/helpers/test-app.ts sets CHECK_RESPONSES=1) each reply is
 * still parsed with its contract schema, and must come out unchanged: a field the contract does not name (which
 * zod would have silently stripped) or a value of another shape fails the request, so the suite proves the
 * contract holds without the production path paying for it.
 */
export function responseSerializer(check: boolean): SerializerCompiler {
  if (!check) return () => (data) => JSON.stringify(data);
  const checked = createSerializerCompiler({});
  return (route) => {
    const viaSchema = checked(route);
    return (data) => {
      const plain = JSON.stringify(data);
      const parsed: unknown = JSON.parse(viaSchema(data));
      if (!isDeepStrictEqual(parsed, JSON.parse(plain))) {
        throw new Error(`${route.method} ${route.url}: the response carries fields or values its contract schema does not: ${plain.slice(0, 500)}`);
      }
      return plain;
    };
  };
}
