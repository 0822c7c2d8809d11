import type { CSSProperties } from 'react';

/**
 * The one list of what the page builder may show in an iframe (iframe block, YouTube and Vimeo
 * videos): https only, these hosts, and on each host only its embeddable player or map paths.
 */
const embedPaths: Readonly<Record<string, RegExp>> = {
  'www.youtube-nocookie.com': /^\/embed\/[\w-]{11}$/,
  'www.youtube.com': /^\/embed\/[\w-]{11}$/,
  'youtube.com': /^\/embed\/[\w-]{11}$/,
  'player.vimeo.com': /^\/video\/\d{1,12}$/,
  'www.google.com': /^\/maps\/embed(?:\/v1\/[a-z]+)?$/,
};

/** The normalized URL when it may be embedded; null for any other host, path or scheme. */
export function allowedEmbedUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const path = Object.hasOwn(embedPaths, url.hostname) ? embedPaths[url.hostname] : undefined;
  if (!path?.test(url.pathname)) return null;
  // YouTube plays from its no-cookie host, the one the store's CSP lets frame (frame-src).
  if (url.hostname === 'www.youtube.com' || url.hostname === 'youtube.com')
    url.hostname = 'www.youtube-nocookie.com';
  return url.href;
}

/** Scripts run inside the embed's own origin; no top navigation, forms or downloads. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

/** An allow-listed third-party frame, loaded lazily; nothing at all for any other URL. */
export function EmbedFrame({
  src,
  title,
  autoplay = false,
  className,
  style,
}: {
  src: string;
  title: string;
  autoplay?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const url = allowedEmbedUrl(src);
  if (!url) return null;
  return (
    <iframe
      src={url}
      title={title}
      sandbox={EMBED_SANDBOX}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allow={`${autoplay ? 'autoplay; ' : ''}encrypted-media; fullscreen; picture-in-picture`}
      allowFullScreen
      className={className}
      style={style}
    />
  );
}
