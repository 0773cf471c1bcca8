import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The catalogue. `position` keeps the list order the API returns (brand groups by first appearance). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    deviceName: text('device_name').notNull(),
    brand: text('brand'),
    deviceType: text('device_type', { enum: ['phone', 'tablet', 'laptop', 'watch'] }).notNull(),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('devices_device_name_key').on(table.deviceName)],
);
