import { z } from 'zod';
import { successTrue } from './common.ts';

export const preferredContacts = ['', 'Email', 'SMS', 'Phone', 'All Methods'] as const;
/** '' means not chosen (the default). */
export const preferredContact = z.enum(preferredContacts);
export type PreferredContact = z.infer<typeof preferredContact>;

/** docs/product.md#3-entities-and-their-fields, Marketing preference, complete as the server stores and sends it. */
export const marketingPreferences = z.object({
  exclusive_offers: z.boolean(),
  product_announcements: z.boolean(),
  surveys_feedback: z.boolean(),
  partner_offers: z.boolean(),
  preferred_contact: preferredContact,
});
export type MarketingPreferences = z.infer<typeof marketingPreferences>;

/** A seller who never saved any: four toggles on, no preferred contact. */
export const defaultMarketingPreferences: MarketingPreferences = {
  exclusive_offers: true,
  product_announcements: true,
  surveys_feedback: true,
  partner_offers: true,
  preferred_contact: '',
};

/** GET /api/marketing/ (signed-in): never-saved preferences come back as the defaults. */
export const marketingResponse = z.object({ success: successTrue, data: marketingPreferences });

/** POST /api/marketing/update (signed-in): changes only the fields it names; the others keep their saved value. */
export const updateMarketingBody = z.object({
  exclusive_offers: z.boolean().optional(),
  product_announcements: z.boolean().optional(),
  surveys_feedback: z.boolean().optional(),
  partner_offers: z.boolean().optional(),
  preferred_contact: preferredContact.optional(),
});
export type UpdateMarketingBody = z.input<typeof updateMarketingBody>;
