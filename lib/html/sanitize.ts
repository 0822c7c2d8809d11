import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the catalogue or the page builder, made safe on the server before it is rendered
 * (ARCHITECTURE.md: sanitized on the server): formatting, lists, links, images and tables only;
 * no scripts, event handlers or javascript: URLs; new-tab links get rel="noopener noreferrer".
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'div', 'blockquote'],
      ...['h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
      ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
