/**
 * The first piece of zod after the first view (src/app/module-pieces.ts): its core's schema types with the helpers
 * they use, a chunk of their own (vite.config.ts), so zod evaluates in three short tasks instead of one
 * (docs/decisions/175-zod-in-pieces.md).
 */
export { $constructor } from 'zod/v4/core';
