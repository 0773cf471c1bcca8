import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Account holders. `email` is stored lower-cased (the spec's `username`); `password_hash` is an argon2id
 * PHC string. The shipping columns stay null until the seller saves an address.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** Consent to marketing given at registration (docs/product.md#3-entities-and-their-fields User.marketing). */
    marketing: boolean('marketing').notNull().default(false),
    termsAndConditions: boolean('terms_and_conditions').notNull().default(false),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postcode: text('postcode'),
    /** This seller's own code to share (Refer Friends). */
    referralCode: text('referral_code'),
    /** The friend whose code was entered at registration. */
    referredByUserId: integer('referred_by_user_id'),
    referralBalancePence: integer('referral_balance_pence').notNull().default(0),
    referralUses: integer('referral_uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), uniqueIndex('users_referral_code_key').on(table.referralCode)],
);

export type UserRow = typeof users.$inferSelect;
