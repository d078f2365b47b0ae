import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './wallet-schema.js';

/**
 * Pictures operators upload for banners, promotions and help (PNG, JPEG or WebP by their bytes, 2 MB at
 * most); kept in the database so every node serves them.
 */
export const contentImages = pgTable('content_images', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  mime: text('mime', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  size: integer('size').notNull(),
  name: text('name').notNull().default(''),
  data: bytea('data').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
