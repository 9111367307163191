import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every time the database keeps is an instant (`timestamptz`), never a wall-clock reading. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A required reference to a parent row, deleted with it (a member's rows, a group's to-dos…). */
export const cascadeRef = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
