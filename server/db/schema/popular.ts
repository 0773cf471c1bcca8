import { integer, pgTable } from 'drizzle-orm/pg-core';
import { devices } from './catalogue.ts';

/** The home page's Popular Devices, in display order (seeded; changed by the operator, not by traffic). */
export const popularDevices = pgTable('popular_devices', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
});
