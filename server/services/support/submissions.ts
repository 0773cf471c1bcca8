import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { bestPriceBody, callbackBody, supportTicketBody } from '@/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { bestPriceSubmissions, callbackRequests, supportTickets } from '../../db/schema/index.ts';
import { mailSupportInbox, type SupportInbox } from './support-mail.ts';

/**
 * The three support forms: each is stored, then e-mailed to the support inbox (Reply answers the sender). A mail
 * that fails leaves `mailed_at` null; the submission stands.
 */
export async function submitTicket(db: Db, inbox: SupportInbox, { name, email, message }: z.output<typeof supportTicketBody>): Promise<void> {
  const [row] = await db.insert(supportTickets).values({ name, email, message }).returning({ id: supportTickets.id });
  const id = row!.id;
  const mailed = await mailSupportInbox(
    inbox,
    {
      subject: `Support ticket #${id} from ${name}`,
      replyTo: email,
      fields: [
        ['Name', name],
        ['E-mail', email],
        ['Message', message],
      ],
    },
    id,
  );
  if (mailed) await db.update(supportTickets).set({ mailedAt: new Date() }).where(eq(supportTickets.id, id));
}

export async function submitCallbackRequest(
  db: Db,
  inbox: SupportInbox,
  { company, name, email, phone, message }: z.output<typeof callbackBody>,
): Promise<void> {
  const [row] = await db
    .insert(callbackRequests)
    .values({ company, name, email, phone, message: message || null })
    .returning({ id: callbackRequests.id });
  const id = row!.id;
  const mailed = await mailSupportInbox(
    inbox,
    {
      subject: `Call-back request #${id} from ${name}, ${company}`,
      replyTo: email,
      fields: [
        ['Company', company],
        ['Name', name],
        ['E-mail', email],
        ['Phone', phone],
        ['Message', message],
      ],
    },
    id,
  );
  if (mailed) await db.update(callbackRequests).set({ mailedAt: new Date() }).where(eq(callbackRequests.id, id));
}

export async function submitBestPrice(
  db: Db,
  inbox: SupportInbox,
  { name, email, competitor, price, message }: z.output<typeof bestPriceBody>,
): Promise<void> {
  const pounds = price.toFixed(2);
  const [row] = await db
    .insert(bestPriceSubmissions)
    .values({ name, email, competitor, price: pounds, message: message || null })
    .returning({ id: bestPriceSubmissions.id });
  const id = row!.id;
  const mailed = await mailSupportInbox(
    inbox,
    {
      subject: `Best Price Promise #${id}: ${competitor} quoted £${pounds}`,
      replyTo: email,
      fields: [
        ['Name', name],
        ['E-mail', email],
        ['Competitor', competitor],
        ['Competitor price', `£${pounds}`],
        ['Additional information', message],
      ],
    },
    id,
  );
  if (mailed) await db.update(bestPriceSubmissions).set({ mailedAt: new Date() }).where(eq(bestPriceSubmissions.id, id));
}
