// Blog posts imported from the blog sheet.
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { type ContentSource } from "../../../config/constants.ts";

/** Blog posts imported from the blog sheet (spec 3 "Blog post"); the id is post-{row position from 1}. */
export const blogPosts = pgTable(
  "blog_post",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    date: text("date").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    description: text("description").notNull().default(""),
    intro: text("intro").notNull().default(""),
    content: text("content").notNull().default(""),
    source: text("source").$type<ContentSource>().notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_post_published_position_idx").on(table.isPublished, table.position)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

export type NewBlogPostRow = typeof blogPosts.$inferInsert;
