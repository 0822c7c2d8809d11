import { z } from 'zod';
import {
  pageCreateBody,
  pageDraftBody,
  pageEditorView,
  pageParams,
  pagePublishBody,
  pageSummary,
  pageVersion,
  pageVersionParams,
} from './back-office-pages';
import {
  adminContactForm,
  adminContactFormBody,
  adminContactFormParams,
} from './back-office-forms';
import {
  adminPopup,
  adminPopupBody,
  adminPopupParams,
  popupPreview,
  popupPreviewBody,
} from './back-office-popups';
import { endpoints } from './endpoints';
import type { Operation } from './operations';

const editor =
  "Answers the page in the editor: its status, its draft (the published page when there is none) with the revision to save against, and problems: what stops it from being published, by field of the draft (blocks.0.props.url), in the caller's language";

/**
 * The content team's side of the back-office (issue 30): the page builder's pages, drafts,
 * publication (now or scheduled) and history, the entry and exit pop-ups and the contact forms.
 * Owners and content operators; 404 for others.
 */
export const backOfficeContentOperations = {
  listPages: {
    ...endpoints.listPages,
    summary:
      "The store's content pages, the home first: name, URL, status (unpublished, published, changed: a draft waits, scheduled) and when a scheduled one goes live",
    response: z.array(pageSummary),
    security: 'backOffice',
  },
  createPage: {
    ...endpoints.createPage,
    summary: `A new empty page (name and URL, without its slash); shoppers get 404 there until it is published. 422 on a URL a page, product or category has, or one of the storefront's own routes. ${editor}`,
    body: pageCreateBody,
    response: pageEditorView,
    security: 'backOffice',
  },
  getPage: {
    ...endpoints.getPage,
    summary: `A page in the editor. ${editor}`,
    params: pageParams,
    response: pageEditorView,
    security: 'backOffice',
  },
  savePageDraft: {
    ...endpoints.savePageDraft,
    summary: `Saves the draft (name, URL, visible, meta title, keywords and description, the tree of blocks { type, props, children }); the storefront does not change. revision is the one last read: 409 when another editor saved since. A block its schema refuses is kept in the draft and listed in problems. ${editor}`,
    params: pageParams,
    body: pageDraftBody,
    response: pageEditorView,
    security: 'backOffice',
  },
  publishPage: {
    ...endpoints.publishPage,
    summary: `Publishes the draft now, or schedules it for at (ISO 8601, later than now): the page as it is now goes live then, whatever the draft becomes meanwhile. 422 'A página tem blocos com erros; corrija-os antes de publicar.' with the reason on each field. A published page that moves leaves a redirect from its old URL. Audited; each publication is kept in the history. ${editor}`,
    params: pageParams,
    body: pagePublishBody,
    response: pageEditorView,
    security: 'backOffice',
  },
  cancelPageSchedule: {
    ...endpoints.cancelPageSchedule,
    summary: `Calls a scheduled publication off (nothing to call off is no change). Audited. ${editor}`,
    params: pageParams,
    response: pageEditorView,
    security: 'backOffice',
  },
  listPageVersions: {
    ...endpoints.listPageVersions,
    summary:
      'Each publication of the page, newest first: when, by whom, its name, URL and number of blocks',
    params: pageParams,
    response: z.array(pageVersion),
    security: 'backOffice',
  },
  restorePageVersion: {
    ...endpoints.restorePageVersion,
    summary: `Makes a publication of the history the draft again, to be published (the storefront does not change until then). Audited. ${editor}`,
    params: pageVersionParams,
    response: pageEditorView,
    security: 'backOffice',
  },
  listAdminPopups: {
    ...endpoints.listAdminPopups,
    summary:
      "The store's entry and exit pop-ups, the last changed first: name, type, switch, audience (all, first-visit, guests), pages (none: all), schedule, texts (HTML as written) and their English translation, and status (active, scheduled, ended, inactive)",
    response: z.array(adminPopup),
    security: 'backOffice',
  },
  createAdminPopup: {
    ...endpoints.createAdminPopup,
    summary:
      'A new pop-up. Its Portuguese texts show a title, HTML or an image at least; pages are store paths, `/x/*` for a path and what lies under it; the end after the start. Shoppers get it from GET /content on every instance at once. Audited',
    body: adminPopupBody,
    response: adminPopup,
    security: 'backOffice',
  },
  updateAdminPopup: {
    ...endpoints.updateAdminPopup,
    summary: 'Saves a pop-up (the whole of it, as created). Audited',
    params: adminPopupParams,
    body: adminPopupBody,
    response: adminPopup,
    security: 'backOffice',
  },
  deleteAdminPopup: {
    ...endpoints.deleteAdminPopup,
    summary: 'Deletes a pop-up; answers it as it was. Audited',
    params: adminPopupParams,
    response: adminPopup,
    security: 'backOffice',
  },
  previewAdminPopup: {
    ...endpoints.previewAdminPopup,
    summary:
      "A pop-up's texts as a shopper of the locale (pt, en) would get them: the translation over the Portuguese, the HTML sanitized as the storefront does. Nothing is saved",
    body: popupPreviewBody,
    response: popupPreview,
    security: 'backOffice',
  },
  listAdminContactForms: {
    ...endpoints.listAdminContactForms,
    summary:
      "The store's contact forms by name: key (how pages name it), recipient, fields (id, type, placeholder, required, size of 12 columns, a select's options) and how many messages each received",
    response: z.array(adminContactForm),
    security: 'backOffice',
  },
  createAdminContactForm: {
    ...endpoints.createAdminContactForm,
    summary:
      'A new contact form. Its key is unique in the store; a field or option without an id gets one made from its text; ids are unique in the form; a select has options; sizes are 12, 9, 8, 6, 4 or 3. Audited',
    body: adminContactFormBody,
    response: adminContactForm,
    security: 'backOffice',
  },
  updateAdminContactForm: {
    ...endpoints.updateAdminContactForm,
    summary:
      'Saves a contact form (the whole of it): pages show it as it is from their next view; messages received keep what was sent. Audited',
    params: adminContactFormParams,
    body: adminContactFormBody,
    response: adminContactForm,
    security: 'backOffice',
  },
  deleteAdminContactForm: {
    ...endpoints.deleteAdminContactForm,
    summary:
      'Deletes a contact form that never received a message (409 for one that did: its messages are in the inbox); answers it as it was. Audited',
    params: adminContactFormParams,
    response: adminContactForm,
    security: 'backOffice',
  },
} as const satisfies Record<string, Operation>;
