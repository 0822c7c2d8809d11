'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { usePathname } from 'next/navigation';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { NEWSLETTER_FLAG_KEY } from '@/lib/domain/newsletter';

export type NewsletterLabels = {
  title: string;
  intro: string;
  name: string;
  email: string;
  interest: string;
  choose: string;
  phone: string;
  submit: string;
  sending: string;
  thanks: string;
  thanksText: string;
  areas: { key: string; label: string }[];
  /** `validation.required` → 'Campo obrigatório', for the keys the contract can give. */
  validation: Record<string, string>;
};

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
/** Told when this page signs up, so every sign-up block on it thanks at once (footer and page). */
const SIGNED_UP = 'storefront:newsletter';
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(SIGNED_UP, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SIGNED_UP, onChange);
  };
};

/**
 * The form's code (react-hook-form through useContractForm, newsletter-form.tsx) is not part of
 * every page's first load. The server renders the form; the browser takes it over, keeping what
 * was typed, once the shopper turns to it (a focus, pointer or key in the block, something typed
 * already), scrolls near it, or first presses or types anywhere. On the server it renders at once.
 */
let wanted: () => void = () => undefined;
const intent =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => (wanted = resolve));
const NewsletterForm = lazy(() =>
  intent.then(() => import('./newsletter-form')).then((m) => ({ default: m.NewsletterForm })),
);
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;
/**
 * The shopper's first press or key anywhere, or a step back in history: what comes before a
 * client navigation or a refresh of the page, whose render makes React hydrate this block. A form
 * whose code is still waiting would hold that render (a transition waits for what it suspends
 * on) until the shopper scrolled here.
 */
const PAGE_INTENT_EVENTS = ['pointerdown', 'keydown', 'popstate'] as const;

/** Something typed or chosen in the server's form before its code came. */
const touched = (block: HTMLElement) =>
  [...block.querySelectorAll('input, select')].some((el) =>
    el instanceof HTMLInputElement ? el.value !== el.defaultValue : (el as HTMLSelectElement).value,
  );

/**
 * The newsletter sign-up form (SPEC.md sections 3 to 5): name, e-mail, area of interest and
 * phone/WhatsApp, checked on submit with the API's own contract (loaded when the shopper first
 * focuses the form, since the form is in every page's footer). Once signed up, the browser keeps
 * a flag and the block shows its thank-you instead of the form, now and on later visits.
 */
export function NewsletterSignup({
  labels,
  tone,
}: {
  labels: NewsletterLabels;
  tone: 'plain' | 'card';
}) {
  const notify = useSnackbar();
  const stored = useSyncExternalStore(subscribe, readFlag, () => false);
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const block = useRef<HTMLElement>(null);
  const ready = useRef(false);
  const submitWhenReady = useRef(false);
  // A client navigation changes the router's contexts, and React then hydrates this block's
  // waiting form at once: the navigation waits for its code, so the code is asked for now.
  const pathname = usePathname();
  const [landingPath] = useState(pathname);
  if (pathname !== landingPath) wanted();
  const headingId = useId();

  useEffect(() => {
    const el = block.current;
    if (!el) return;
    // The browser's own submit, before the form's code came, would put the fields in the URL.
    const early = (event: Event) => {
      if (ready.current) return;
      event.preventDefault();
      // Sent again once the form works, so that the shopper's press is not lost.
      submitWhenReady.current = true;
      wanted();
    };
    el.addEventListener('submit', early, true);
    // Drawn in the browser (no server form), in use, or filled already: wanted now. A long page's
    // form comes apart from the page (React outlines a boundary past its first 12.8 kB) and is
    // moved in by a script React may hold back 300 ms or more: its template stands in until then.
    if (!el.querySelector('form, template') || el.contains(document.activeElement) || touched(el))
      wanted();
    const want = () => wanted();
    for (const type of INTENT_EVENTS) el.addEventListener(type, want, { passive: true });
    for (const type of PAGE_INTENT_EVENTS)
      window.addEventListener(type, want, { capture: true, passive: true });
    // Or when the shopper scrolls it near the screen (it is in every page's footer): a landing
    // page whose shopper never scrolls there does not fetch it. Watched from the first scroll, so
    // that a screen that grows by itself (a full-page screenshot) does not count as one.
    const near =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want();
            },
            { rootMargin: '400px 0px' },
          );
    const watch = () => near?.observe(el);
    if (near) window.addEventListener('scroll', watch, { once: true, passive: true });
    else want();
    return () => {
      el.removeEventListener('submit', early, true);
      for (const type of INTENT_EVENTS) el.removeEventListener(type, want);
      for (const type of PAGE_INTENT_EVENTS)
        window.removeEventListener(type, want, { capture: true });
      window.removeEventListener('scroll', watch);
      near?.disconnect();
    };
  }, []);

  const onReady = useCallback(() => {
    ready.current = true;
    if (!submitWhenReady.current) return;
    submitWhenReady.current = false;
    block.current?.querySelector('form')?.requestSubmit();
  }, []);
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  });
  const onSignedUp = useCallback((message: string) => {
    if (message) notifyRef.current(message, 'success');
    try {
      window.localStorage.setItem(NEWSLETTER_FLAG_KEY, '1');
    } catch {
      // Private mode: the thank-you shows until the page is left.
    }
    setDone(true);
    window.dispatchEvent(new Event(SIGNED_UP));
    requestAnimationFrame(() => thanks.current?.focus());
  }, []);
  // The same element every render: the server's form waiting for its code gets no update, which
  // would make React draw it anew and drop what was typed.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <NewsletterForm labels={labels} onReady={onReady} onSignedUp={onSignedUp} />
      </Suspense>
    ),
    [labels, onReady, onSignedUp],
  );

  const box =
    tone === 'card' ? 'rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm' : 'py-2';

  return (
    <section ref={block} aria-labelledby={headingId} data-testid="newsletter" className={box}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            {labels.title}
          </h2>
          <p className="mt-1 text-sm text-neutral-700">{labels.intro}</p>
        </div>
        {stored || done ? (
          <div role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
            <h3 ref={thanks} tabIndex={-1} className="font-semibold outline-none">
              {labels.thanks}
            </h3>
            <p className="mt-1 text-sm">{labels.thanksText}</p>
          </div>
        ) : (
          form
        )}
      </div>
    </section>
  );
}
