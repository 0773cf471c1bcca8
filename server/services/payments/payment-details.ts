import { eq } from 'drizzle-orm';
import type { MaskedPaymentDetails } from '@/contract/index.ts';
import { maskAccountNumber } from '@/shared/bank-details.ts';
import type { Db } from '../../db/client.ts';
import { paymentDetails } from '../../db/schema/index.ts';
import { assertPossibleUkAccount, maskSortCode } from './bank-account.ts';

function masked(row: { sortCode: string; accountNumber: string; updatedAt: Date }): MaskedPaymentDetails {
  return { sortCode: maskSortCode(row.sortCode), accountNumber: maskAccountNumber(row.accountNumber), updatedAt: row.updatedAt.toISOString() };
}

/** The seller's saved payment details, masked (the full numbers never leave the server). */
export async function readPaymentDetails(db: Db, userId: number): Promise<MaskedPaymentDetails | null> {
  const [row] = await db.select().from(paymentDetails).where(eq(paymentDetails.userId, userId));
  return row ? masked(row) : null;
}

/** Saved after the modulus check the checkout uses; answered masked. */
export async function savePaymentDetails(
  db: Db,
  userId: number,
  { sortCode, accountNumber }: { sortCode: string; accountNumber: string },
): Promise<MaskedPaymentDetails> {
  assertPossibleUkAccount(sortCode, accountNumber);
  const values = { userId, sortCode, accountNumber, updatedAt: new Date() };
  const [row] = await db
    .insert(paymentDetails)
    .values(values)
    .onConflictDoUpdate({ target: paymentDetails.userId, set: { sortCode, accountNumber, updatedAt: values.updatedAt } })
    .returning();
  return masked(row!);
}
