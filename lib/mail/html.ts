import type { Locale } from '@/lib/domain/money';
import { renderMessage } from '@/lib/i18n/messages';

/** Whose e-mail it is: the store's name and, when it has one, its logo at an absolute URL. */
export type MailBrand = { name: string; logoUrl: string | null; colour: string };

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A line of the text part, escaped, its http(s) links made links. */
function lineHtml(line: string): string {
  return line
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escape(part)}" style="color:#1d4ed8">${escape(part)}</a>`
        : escape(part),
    )
    .join('');
}

/**
 * The HTML part of an e-mail, made from its text part so that both say the same: paragraphs at
 * blank lines, a shopper's quoted note ('> ') as a quote, links clickable. Inline styles and one
 * table, as mail readers need; the store's logo (or name) on top, an automatic-message footer.
 */
export function emailHtml(
  email: { subject: string; text: string },
  locale: Locale,
  brand: MailBrand,
) {
  const paragraphs = email.text.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith('>')))
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d4d4d4;color:#404040">${lines
        .map((line) => lineHtml(line.replace(/^> ?/, '')))
        .join('<br>')}</blockquote>`;
    return `<p style="margin:0 0 16px">${lines.map(lineHtml).join('<br>')}</p>`;
  });
  const header = brand.logoUrl
    ? `<img src="${escape(brand.logoUrl)}" alt="${escape(brand.name)}" height="40" style="display:block;height:40px;border:0">`
    : `<strong style="font-size:20px;color:${escape(brand.colour)}">${escape(brand.name)}</strong>`;
  const footer = renderMessage(locale, { key: 'mail.footer', values: { store: brand.name } });
  return `<!doctype html>
<html lang="${locale === 'en' ? 'en' : 'pt-BR'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(email.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#171717">
<tr><td style="padding:24px 24px 8px;border-bottom:3px solid ${escape(brand.colour)}">${header}</td></tr>
<tr><td style="padding:24px">${paragraphs.join('\n')}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#525252;border-top:1px solid #e5e5e5">${escape(footer)}</td></tr>
</table></td></tr></table>
</body>
</html>`;
}
