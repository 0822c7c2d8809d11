import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML from page-builder content is sanitized on the server before it is rendered
 * (ARCHITECTURE.md, sessions and security): a safe list of tags, no inline styles or event
 * attributes, http(s)/mailto/tel links only, and `rel="noopener noreferrer"` on new-tab links.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page has its own h1 (the page or store name); content headings start one level down.
    h1: 'h2',
    a: (tagName, attribs) => {
      const attrs: Record<string, string> = { ...attribs };
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else delete attrs.target;
      return { tagName, attribs: attrs };
    },
    // Images in text load lazily so that they never compete with the page's LCP image.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
