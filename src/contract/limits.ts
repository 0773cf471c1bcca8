/**
 * Lengths the forms show and the schemas enforce (validation.ts re-exports them). No zod here: a page that only needs
 * a field's `maxLength` does not evaluate the schemas (docs/decisions/155-contract-in-groups.md).
 */
export const nameMaxLength = 50;
/** ASVS 5.0 6.2.1/6.2.9: at least 8 characters, and at least 64 accepted (128 here; the body limit caps the rest). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const messageMaxLength = 250;
