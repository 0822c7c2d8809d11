'use client';

import { useState, type ReactNode } from 'react';
import { ModalShell } from '@/components/ui/modal-shell';
import { EmbedFrame } from './embed';
import { PlayBadge } from './media-icons';
import type { VideoSource } from './video-source';

/** The player itself, mounted only once the shopper asked for it, so it starts playing. */
function Player({
  source,
  title,
  poster,
}: {
  source: VideoSource;
  title: string;
  poster?: string;
}) {
  if (source.kind === 'file') {
    return (
      <video
        src={source.url}
        poster={poster}
        controls
        autoPlay
        playsInline
        aria-label={title}
        className="h-full w-full bg-black"
      />
    );
  }
  return (
    <EmbedFrame src={`${source.url}&autoplay=1`} title={title} autoplay className="h-full w-full" />
  );
}

/**
 * A YouTube or Vimeo video behind its poster: the third-party player (and its scripts) loads only
 * when the shopper presses play.
 */
export function VideoFacade({
  source,
  title,
  poster,
  ratio,
  playLabel,
}: {
  source: VideoSource;
  title: string;
  poster?: string;
  ratio: string;
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="overflow-hidden rounded-xl bg-neutral-900" style={{ aspectRatio: ratio }}>
      {playing ? (
        // Focus follows the pressed button (now gone) to the player.
        <div ref={(el) => el?.focus()} tabIndex={-1} className="h-full w-full outline-none">
          <Player source={source} title={title} />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group relative block h-full w-full text-left text-white"
        >
          {poster && (
            // eslint-disable-next-line @next/next/no-img-element -- images are unoptimized (next.config); the box sets the size
            <img
              src={poster}
              alt=""
              loading="lazy"
              className="absolute inset-0 h-full w-full object-cover"
            />
          )}
          <span
            aria-hidden
            className="absolute inset-x-0 bottom-0 line-clamp-2 bg-gradient-to-t from-black/80 to-transparent p-4 pt-10 font-semibold"
          >
            {title}
          </span>
          <PlayBadge />
          <span className="sr-only">{playLabel}</span>
        </button>
      )}
    </div>
  );
}

/**
 * The video box's trigger (its poster, passed in as `children`) and the dialog it opens. The
 * player is mounted while the dialog is open and removed when it closes, which stops it.
 */
export function VideoBoxDialog({
  source,
  title,
  poster,
  openLabel,
  closeLabel,
  children,
}: {
  source: VideoSource;
  title: string;
  poster: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="group block w-full after:absolute after:inset-0"
      >
        <span className="relative block">
          {children}
          <PlayBadge />
        </span>
        <span className="sr-only">{openLabel}</span>
      </button>
      <ModalShell
        open={open}
        onClose={() => setOpen(false)}
        aria-label={title}
        backdrop="dark"
        className="w-[min(94vw,960px)] overflow-hidden rounded-xl bg-neutral-950 text-white"
      >
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <p className="truncate font-semibold">{title}</p>
          <button
            type="button"
            onClick={() => setOpen(false)}
            data-autofocus
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-white/10"
          >
            <span aria-hidden>×</span>
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="aspect-video">
          <Player source={source} title={title} poster={poster} />
        </div>
      </ModalShell>
    </>
  );
}
