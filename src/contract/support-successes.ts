/**
 * All three answer 200 with `successMessage` ({ success: true, message }); the message is one of spec
 * `docs/product.md#8-error-and-message-catalogue`'s 'other successes', each given to the form it reads best for.
 * No zod here: the forms show them without evaluating the schemas (docs/decisions/155-contract-in-groups.md).
 */
export const supportSuccessMessages = {
  ticket: 'Thank you! We have received your message.',
  callback: "Thank you! We'll be in touch shortly.",
  bestPrice: 'Quote submitted successfully!',
} as const;
