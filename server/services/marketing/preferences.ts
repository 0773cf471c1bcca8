import { eq, sql } from 'drizzle-orm';
import { defaultMarketingPreferences, type MarketingPreferences } from '@/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { marketingPreferences } from '../../db/schema/index.ts';

/**
 * The saved preferences; never saved, they follow the consent given at registration: ticked, the
 * docs/product.md#3-entities-and-their-fields defaults (all on); not ticked, all four off (no marketing without consent).
 */
export async function currentPreferences(db: Db, user: { id: number; marketing: boolean }): Promise<MarketingPreferences> {
  const [row] = await db.select().from(marketingPreferences).where(eq(marketingPreferences.userId, user.id));
  if (row) {
    return {
      exclusive_offers: row.exclusiveOffers,
      product_announcements: row.productAnnouncements,
      surveys_feedback: row.surveysFeedback,
      partner_offers: row.partnerOffers,
      preferred_contact: row.preferredContact,
    };
  }
  if (user.marketing) return defaultMarketingPreferences;
  return { exclusive_offers: false, product_announcements: false, surveys_feedback: false, partner_offers: false, preferred_contact: '' };
}

/** A partial update changes only what it names (the rest keeps its saved or registration value). */
export async function savePreferences(db: Db, user: { id: number; marketing: boolean }, update: Partial<MarketingPreferences>): Promise<void> {
  const body = { ...(await currentPreferences(db, user)), ...definedOnly(update) };
  const values = {
    exclusiveOffers: body.exclusive_offers,
    productAnnouncements: body.product_announcements,
    surveysFeedback: body.surveys_feedback,
    partnerOffers: body.partner_offers,
    preferredContact: body.preferred_contact,
    updatedAt: sql`now()`,
  };
  await db
    .insert(marketingPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: marketingPreferences.userId, set: values });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
