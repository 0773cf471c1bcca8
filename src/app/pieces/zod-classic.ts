/**
 * The last piece of zod (its classic API over the core, and its English messages), evaluated once the core has
 * (./zod-api.ts; docs/decisions/175-zod-in-pieces.md).
 */
export { object } from 'zod';
