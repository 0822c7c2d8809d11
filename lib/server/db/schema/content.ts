import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { inboxColumns } from './inbox-columns';

/** Page-builder pages resolved by the router (type `content`). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Path without leading slash; the home page is `home`. */
    url: text('url').notNull(),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(true),
    metaTitle: text('meta_title'),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    json: jsonb('json').$type<unknown>().notNull(),
    /** The page's name and search texts in other languages (PageTranslations). */
    translations: jsonb('translations').$type<unknown>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its content first reached the storefront; none for a page the team has not published
     * yet, which the storefront does not know (404) though its URL is taken.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** The editor's working copy (PageDraft); none when the page is as published. */
    draft: jsonb('draft').$type<unknown>(),
    /** Bumped on each save of the draft: a save based on an older one is refused (two editors). */
    draftRevision: integer('draft_revision').notNull().default(0),
    /**
     * The page as it was scheduled (PageDraft, checked then), which goes live at `publishAt` (the
     * job runner publishes it): the draft may go on changing meanwhile without reaching shoppers.
     */
    scheduled: jsonb('scheduled').$type<unknown>(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who scheduled it: the publication is theirs in the history. */
    publishBy: integer('publish_by'),
  },
  (t) => [
    uniqueIndex('content_pages_tenant_url').on(t.tenantId, t.url),
    index('content_pages_publish_at').on(t.publishAt),
  ],
);

/** Each publication of a page, newest last: the history an editor restores a draft from. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    /** The page as it went live (PageDraft). */
    snapshot: jsonb('snapshot').$type<unknown>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who published or scheduled it. */
    operatorId: integer('operator_id'),
    operatorLabel: text('operator_label').notNull(),
  },
  (t) => [index('content_page_versions_page').on(t.pageId, t.publishedAt)],
);

/** Entry and exit pop-ups (content items), as the content team edits them (issue 30 item 3). */
export const contentItems = pgTable('content_items', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  type: text('type', { enum: ['modal-entry', 'modal-exit'] }).notNull(),
  active: boolean('active').notNull().default(true),
  /** Title, HTML, image, link and button text (PopupContent), in Portuguese. */
  json: jsonb('json').$type<unknown>().notNull(),
  /** The operators' own name for it; shoppers never see it. */
  name: text('name').notNull().default(''),
  /** Who sees it: everyone, visitors on their first visit, or shoppers not logged in. */
  audience: text('audience', { enum: ['all', 'first-visit', 'guests'] })
    .notNull()
    .default('all'),
  /** Store paths it shows on (`/notebooks`, `/notebooks/*`); none: every page. */
  pages: jsonb('pages').$type<string[]>().notNull().default([]),
  /** When it starts and stops showing; none: from now on, and with no end. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Its texts in other languages ({ en: partial PopupContent }), Portuguese where none. */
  translations: jsonb('translations').$type<unknown>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ContactFormField = {
  id: string;
  type: 'text' | 'email' | 'date' | 'textarea' | 'select';
  placeholder: string;
  required: boolean;
  size: number;
  options?: { id: string; name: string }[];
};

export const contactForms = pgTable(
  'contact_forms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /**
     * A name the page builder can use instead of the id (`contato`): ids differ from one database
     * to another, the key stays the same in every store seeded from the same content.
     */
    key: text('key'),
    name: text('name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    fields: jsonb('fields').$type<ContactFormField[]>().notNull(),
  },
  (t) => [uniqueIndex('contact_forms_tenant_key').on(t.tenantId, t.key)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    contactFormId: integer('contact_form_id')
      .notNull()
      .references(() => contactForms.id, { onDelete: 'cascade' }),
    conversionUrl: text('conversion_url'),
    fields: jsonb('fields').$type<{ id: string; value: string }[]>().notNull(),
    /**
     * Who wrote, as the form's fields tell it (contactSender in lib/contracts/contact.ts): the inbox
     * lists and filters by them, and a person's erasure finds their messages by e-mail.
     */
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    senderPhone: text('sender_phone'),
    createdAt: createdAt(),
    ...inboxColumns(),
  },
  // The inbox lists a store's newest first.
  (t) => [
    index('contact_messages_tenant').on(t.tenantId, t.createdAt),
    index('contact_messages_sender_email').on(t.tenantId, t.senderEmail),
  ],
);

/** Call-me-back requests ('Ligamos para você'): the store calls the shopper back. */
export const clickToCallRequests = pgTable(
  'click_to_call_requests',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    target: text('target', { enum: ['support'] }).notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    ...inboxColumns(),
  },
  (t) => [index('click_to_call_requests_tenant').on(t.tenantId, t.createdAt)],
);

export const blogTerms = pgTable(
  'blog_terms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    taxonomy: text('taxonomy', { enum: ['category', 'post_tag'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('blog_terms_tenant_taxonomy_slug').on(t.tenantId, t.taxonomy, t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    featuredMediaUrl: text('featured_media_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_tenant_slug').on(t.tenantId, t.slug),
    index('blog_posts_published').on(t.tenantId, t.publishedAt),
  ],
);

export const blogPostTerms = pgTable(
  'blog_post_terms',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => blogTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] })],
);
