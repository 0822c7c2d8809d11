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
    // What WordPress posts add (blog HTML, lib/blog): block wrappers, definition lists, table
    // captions and footers, inline semantics. None of them can carry script or load anything.
    'div',
    'dl',
    'dt',
    'dd',
    'caption',
    'tfoot',
    'mark',
    'abbr',
    'cite',
    'q',
    'del',
    'ins',
    'kbd',
    'time',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    // WordPress gives its images a srcset; every candidate URL is held to the schemes below.
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    time: ['datetime'],
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

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
/** Block boundaries that separate words: `<p>a</p><p>b</p>` reads "a b", not "ab". */
const blockBoundary =
  /<(\/?)(p|div|br|hr|li|dt|dd|h[1-6]|tr|td|th|blockquote|figure|figcaption)\b/gi;
const escapedText: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&amp;': '&',
};

/**
 * The text of an HTML fragment (a WordPress title or excerpt): tags dropped, the content of
 * script and style dropped, entities decoded, whitespace collapsed. The result is text, for React
 * to escape where it is shown; never put it back into HTML unescaped.
 */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(blockBoundary, ' <$1$2'), textOnly)
    .replace(/&(?:lt|gt|quot|amp);/g, (entity) => escapedText[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
