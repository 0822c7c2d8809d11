import { Parser } from 'htmlparser2';

/** The hostile strings (shared with the hostile store's seed) and a check of rendered markup. */
export { xssVectors } from '@/lib/server/db/seed/xss-vectors';

const scriptUrl = /^\s*(?:javascript|vbscript|data:text)/i;
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
]);
const activeElements = new Set(['script', 'object', 'embed', 'base', 'meta', 'link', 'style']);

/**
 * What in rendered markup could run script, parsed as a browser would tokenize it: a script or
 * other active element, an inline event handler, a javascript:/vbscript:/data:text URL, an
 * iframe with srcdoc. Escaped text (`&lt;script&gt;`) and text inside attribute values are inert.
 */
export function runnableMarkup(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (activeElements.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) found.push(`<${name} ${attribute}>`);
          if (urlAttributes.has(attribute.toLowerCase()) && scriptUrl.test(value))
            found.push(`<${name} ${attribute}="${value.slice(0, 30)}">`);
          if (attribute === 'srcdoc') found.push(`<${name} srcdoc>`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
