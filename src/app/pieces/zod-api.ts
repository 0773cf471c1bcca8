/**
 * The second piece of zod: the rest of its core (the schema factories, `_string` and the like), evaluated once the
 * first piece has (./zod-core.ts; docs/decisions/175-zod-in-pieces.md).
 */
export { _string } from 'zod/v4/core';
