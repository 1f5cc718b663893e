import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STORED_FOLDERS } from '../../shared/constants.ts';
import { users } from './users.ts';

type UploadFolder = (typeof STORED_FOLDERS)[number];

const uploadFolderList = sql.raw(
  STORED_FOLDERS.map((folder) => `'${folder.replaceAll("'", "''")}'`).join(', '),
);

// Every stored file and its owner, so deleting an account can remove every file it stored
// (read these rows before deleting the member: the cascade removes them).
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').$type<UploadFolder>().notNull(),
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    thumbPath: text('thumb_path'),
    // When a post or message took this upload: set once, in the transaction that wrote it, and
    // never cleared, so one upload belongs to one post or message (and is not attached again
    // after that one is deleted).
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    check('uploads_folder', sql`${t.folder} in (${uploadFolderList})`),
    check('uploads_size_bytes_nonnegative', sql`${t.sizeBytes} >= 0`),
    index('uploads_owner_id_idx').on(t.ownerId),
  ],
);

export type Upload = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
