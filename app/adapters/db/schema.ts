// Tables live in one pg-core schema that runs unchanged on PGlite and PostgreSQL.
// After a change: `npm run db:generate` writes the SQL migration.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Where a job or post came from: the configured sheet, the repo's demo rows, or the spec's built-in sample. */
export type ContentSource = "sheet" | "demo" | "sample";

/** Jobs imported from the jobs sheet (spec 3 "Job"); a job that leaves the sheet is closed, never deleted. */
export const jobs = pgTable(
  "job",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    companyLink: text("company_link").notNull().default(""),
    location: text("location").notNull(),
    type: text("type").notNull(),
    description: text("description").notNull().default(""),
    responsibilities: text("responsibilities").array().notNull().default(sql`'{}'::text[]`),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    conditions: text("conditions").array().notNull().default(sql`'{}'::text[]`),
    postDate: timestamp("post_date", { withTimezone: true }).notNull(),
    isEnglish: boolean("is_english").notNull().default(false),
    isRemote: boolean("is_remote").notNull().default(false),
    applyWebsite: text("apply_website").notNull().default(""),
    applyEmail: text("apply_email").notNull().default(""),
    applyForm: text("apply_form").notNull().default(""),
    applyTelegram: text("apply_telegram").notNull().default(""),
    applyHh: text("apply_hh").notNull().default(""),
    /** Lower-cased title, company and description (ё folded to е), searched through a trigram index. */
    searchText: text("search_text").notNull(),
    source: text("source").$type<ContentSource>().notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("job_open_post_date_idx").on(table.isOpen, table.postDate.desc(), table.id),
    index("job_open_location_idx").on(table.isOpen, table.location),
    index("job_open_type_idx").on(table.isOpen, table.type),
  ],
);

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

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
