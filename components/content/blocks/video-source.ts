import { z } from 'zod';
import { allowedEmbedUrl } from './embed';

/** A playable video: a self-hosted file, or a YouTube/Vimeo player through the embed allow-list. */
export type VideoSource =
  | { kind: 'file'; url: string; mime: string }
  | { kind: 'embed'; url: string; provider: 'youtube' | 'vimeo' };

const fileTypes: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const youtubeId = /^[\w-]{11}$/;

function embed(provider: 'youtube' | 'vimeo', url: string): VideoSource | null {
  return allowedEmbedUrl(url) ? { kind: 'embed', provider, url } : null;
}

/**
 * What a builder's video link is: a store path or https URL of an .mp4/.webm/.ogv file, a YouTube
 * link (watch, youtu.be, embed, shorts; played from youtube-nocookie.com) or a Vimeo link.
 */
export function parseVideoUrl(raw: string): VideoSource | null {
  const value = raw.trim();
  const local = /^\/(?!\/)/.test(value);
  if (!local && !/^https?:\/\/[^\s]+$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://store.invalid');
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension && Object.hasOwn(fileTypes, extension)) {
    return {
      kind: 'file',
      url: local ? url.pathname + url.search : url.href,
      mime: fileTypes[extension]!,
    };
  }
  if (local) return null;
  if (youtubeHosts.has(url.hostname)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    const id =
      url.hostname === 'youtu.be'
        ? first
        : first === 'watch'
          ? url.searchParams.get('v')
          : first === 'embed' || first === 'shorts'
            ? second
            : undefined;
    return id && youtubeId.test(id)
      ? embed('youtube', `https://www.youtube-nocookie.com/embed/${id}?rel=0`)
      : null;
  }
  if (url.hostname === 'vimeo.com' || url.hostname === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(url.pathname)?.[1];
    return id ? embed('vimeo', `https://player.vimeo.com/video/${id}?dnt=1`) : null;
  }
  return null;
}

/** The video link of a video or video box block, parsed; any other URL fails validation. */
export const videoUrl = z
  .string()
  .max(2048)
  .transform((value, ctx) => {
    const source = parseVideoUrl(value);
    if (!source) {
      ctx.addIssue({
        code: 'custom',
        message: 'backOffice.pages.blockErrors.video',
      });
      return z.NEVER;
    }
    return source;
  });
