import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The 254 regions; the Saramin location code doubles as our region id (DATA.md). */
export const regions = pgTable('regions', {
  code: integer('code').primaryKey(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
