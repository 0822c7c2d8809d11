import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { getDb } from '@/lib/server/db/client';
import { listOutbox, outboxPageEnabled } from '@/lib/server/services/outbox';
import { getStore, type Store } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/dev/outbox'>;

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

/**
 * `/dev/outbox`: the e-mails the store would have sent (the embedded default keeps them in a
 * table). For development and the end-to-end journeys only: a 404 in production unless
 * OUTBOX_PAGE=1. Not translated: it is a tool, not a shop page.
 */
export default async function OutboxPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStore(tenant);
  // Before any streaming, so that a production server without the flag answers a real 404.
  if (!store || !outboxPageEnabled()) notFound();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Outbox — {store.name}</h1>
      <Suspense fallback={<p className="mt-6 text-sm">…</p>}>
        <OutboxList store={store} />
      </Suspense>
    </div>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

async function OutboxList({ store }: { store: Store }) {
  await connection();
  const emails = await listOutbox(await getDb(), store.id);
  if (emails.length === 0) return <p className="mt-6 text-sm">Nenhum e-mail enviado.</p>;
  return (
    <ol className="mt-6 grid gap-4">
      {emails.map((email) => (
        <li key={email.id} data-testid="outbox-email" className="rounded-lg border p-4 text-sm">
          <p>
            <strong>Para:</strong> {email.to} · {email.createdAt.toISOString()}
          </p>
          <p className="font-semibold">{email.subject}</p>
          <p className="mt-2 whitespace-pre-wrap">
            {email.text.split(URL_PATTERN).map((part, i) =>
              i % 2 === 1 ? (
                <a key={i} href={part} className="text-[var(--store-primary)] underline">
                  {part}
                </a>
              ) : (
                part
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
