import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { apiPath } from '@/lib/contracts/endpoints';
import { formatMoney } from '@/lib/domain/money';
import { formatLine } from '@/lib/domain/payments/boleto';
import { getDb } from '@/lib/server/db/client';
import {
  listSandboxCharges,
  paymentSandboxPageEnabled,
  type SandboxCharge,
} from '@/lib/server/services/sandbox-bank';
import { getStore, type Store } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/dev/payments'>;

export const metadata: Metadata = {
  title: 'Banco do sandbox',
  robots: { index: false, follow: false },
};

const METHOD: Record<SandboxCharge['method'], string> = {
  pix: 'Pix',
  billet: 'Boleto',
  creditCard: 'Cartão (em análise)',
};

const button =
  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * `/dev/payments`: the embedded sandbox's "bank". It pays or refuses the store's open sandbox
 * charges, or a pasted Pix code or boleto line as a bank app would; the sandbox then tells the
 * store by its signed webhook, as a real provider does. For development and the end-to-end
 * journeys only: a 404 in production unless PAYMENT_SANDBOX_PAGE=1. Not translated: a tool.
 */
export default async function SandboxBankPage({ params, searchParams }: Props) {
  const { tenant } = await params;
  const store = await getStore(tenant);
  // Before any streaming, so that a production server without the flag answers a real 404.
  if (!store || !paymentSandboxPageEnabled()) notFound();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Banco do sandbox — {store.name}</h1>
      <p className="mt-1 text-sm text-neutral-600">
        Paga ou recusa as cobranças do provedor sandbox; a loja fica sabendo pelo webhook assinado.
      </p>
      <Suspense fallback={<p className="mt-6 text-sm">…</p>}>
        <Bank store={store} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Bank({
  store,
  searchParams,
}: {
  store: Store;
  searchParams: Props['searchParams'];
}) {
  await connection();
  const [query, charges] = await Promise.all([
    searchParams,
    listSandboxCharges(await getDb(), store.id),
  ]);
  const message = typeof query.message === 'string' ? query.message : null;
  return (
    <>
      {message && (
        <p
          role={query.failed ? 'alert' : 'status'}
          data-testid="bank-result"
          className={`mt-6 rounded-lg p-3 text-sm ${query.failed ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
        >
          {message}
        </p>
      )}

      <form
        method="post"
        action={apiPath('settleSandboxCharge')}
        className="mt-6 grid gap-2 rounded-lg border p-4"
      >
        <label htmlFor="bank-code" className="font-semibold">
          Pagar um Pix copia e cola ou uma linha digitável
        </label>
        <textarea
          id="bank-code"
          name="code"
          required
          rows={2}
          className="rounded border border-neutral-300 p-2 font-mono text-sm"
        />
        <input type="hidden" name="decision" value="pay" />
        <button type="submit" className={`${button} justify-self-start bg-green-700 text-white`}>
          Pagar código
        </button>
      </form>

      <h2 className="mt-8 text-lg font-semibold">Cobranças em aberto</h2>
      {charges.length === 0 ? (
        <p className="mt-3 text-sm">Nenhuma cobrança aguardando o banco.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2">Pedido</th>
              <th>Forma</th>
              <th>Valor</th>
              <th>Criada em</th>
              <th>Código</th>
              <th>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => {
              const { expired } = charge;
              return (
                <tr key={charge.reference} data-testid="bank-charge" className="border-b align-top">
                  <td className="py-2 font-semibold">{charge.orderNumber}</td>
                  <td>
                    {METHOD[charge.method]}
                    {expired && <span className="ml-1 text-red-700">(vencida)</span>}
                  </td>
                  <td>{formatMoney(charge.amountCents, 'pt', 1)}</td>
                  <td>
                    {charge.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}
                  </td>
                  <td className="max-w-56 font-mono text-xs break-all">
                    {charge.method === 'billet' && charge.code
                      ? formatLine(charge.code)
                      : charge.code}
                  </td>
                  <td className="py-2">
                    <form
                      method="post"
                      action={apiPath('settleSandboxCharge')}
                      className="flex gap-2"
                    >
                      <input type="hidden" name="reference" value={charge.reference} />
                      <button
                        type="submit"
                        name="decision"
                        value="pay"
                        disabled={expired}
                        aria-label={`Pagar o pedido ${charge.orderNumber}`}
                        className={`${button} bg-green-700 text-white`}
                      >
                        Pagar
                      </button>
                      <button
                        type="submit"
                        name="decision"
                        value="refuse"
                        aria-label={`Recusar o pedido ${charge.orderNumber}`}
                        className={`${button} border border-red-700 text-red-700`}
                      >
                        Recusar
                      </button>
                    </form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
