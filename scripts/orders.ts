// `npm run orders -- ship 100001`: the operator API from a terminal (README, "Operator API").
// Order commands go over HTTP with the store's key; `create-key` and `revoke-key` write the
// database directly, as `npm run db:seed` does (no key exists yet to ask the API with).
import type { OperatorOrder } from '../lib/contracts/operator';
import { apiPath, endpoints } from '../lib/contracts/endpoints';
import { DEMO_OPERATOR_KEY } from '../lib/server/db/seed/operator-key';
import {
  describeOrder,
  describeReconcile,
  parseOrdersArgs,
  USAGE,
  type OrdersCommand,
} from './orders-cli';

const parsed = parseOrdersArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(`${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}
process.exitCode =
  parsed.command === 'reconcile'
    ? await reconcile()
    : parsed.command === 'create-key' || parsed.command === 'revoke-key'
      ? await manageKey(parsed)
      : await callApi(parsed);

type ApiAnswer = { success?: boolean; content?: OperatorOrder; message?: string };

async function callApi(
  command: Extract<OrdersCommand, { command: 'show' | 'action' }>,
): Promise<number> {
  const base = process.env.STORE_URL || 'http://localhost:3000';
  let key = process.env.STORE_API_KEY;
  if (!key) {
    key = DEMO_OPERATOR_KEY.key;
    console.error('(STORE_API_KEY não definida: usando a chave de demonstração da loja demo)');
  }
  const path =
    command.command === 'show'
      ? apiPath('getOperatorOrder', { number: command.number })
      : apiPath('changeOperatorOrder', { number: command.number, action: command.action });
  let response: Response;
  try {
    response = await fetch(new URL(path, base), {
      method:
        endpoints[command.command === 'show' ? 'getOperatorOrder' : 'changeOperatorOrder'].method,
      headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    console.error(`Não foi possível falar com ${base} (${reason}). A loja está no ar?`);
    return 1;
  }
  const answer = (await response.json().catch(() => null)) as ApiAnswer | null;
  if (!response.ok || !answer?.success || !answer.content) {
    console.error(answer?.message ?? `Resposta inesperada de ${base}: HTTP ${response.status}`);
    return 1;
  }
  console.log(describeOrder(answer.content, command.command === 'show'));
  return 0;
}

/** The charges awaited for too long, reconciled once, directly in the database (ADR 0020b). */
async function reconcile(): Promise<number> {
  const [{ databaseOptionsFromEnv, openDatabase }, { reconcilePendingCharges }] = await Promise.all(
    [import('../lib/server/db/client'), import('../lib/server/services/order-charges')],
  );
  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    console.log(describeReconcile(await reconcilePendingCharges(handle.db)));
    return 0;
  } finally {
    await handle.close();
  }
}

async function manageKey(
  command: Extract<OrdersCommand, { command: 'create-key' | 'revoke-key' }>,
): Promise<number> {
  // Loaded only here: the order commands need no database driver.
  const [{ databaseOptionsFromEnv, openDatabase }, { getTenantBySlug }, keys] = await Promise.all([
    import('../lib/server/db/client'),
    import('../lib/server/services/company'),
    import('../lib/server/services/store-api-keys'),
  ]);
  const handle = await openDatabase(databaseOptionsFromEnv());
  try {
    const store = await getTenantBySlug(handle.db, command.store);
    if (!store) {
      console.error(`Loja não encontrada: ${command.store}`);
      return 1;
    }
    const input = { tenantId: store.id, name: command.name };
    if (command.command === 'create-key') {
      const key = await keys.createStoreApiKey(handle.db, input);
      console.log(
        `Chave "${command.name}" da ${store.name} (guarde-a: ela não será mostrada de novo):`,
      );
      console.log(key);
      return 0;
    }
    const revoked = await keys.revokeStoreApiKeys(handle.db, input);
    if (revoked === 0) {
      console.error(`Nenhuma chave ativa "${command.name}" na ${store.name}`);
      return 1;
    }
    console.log(`${revoked} chave(s) "${command.name}" da ${store.name} revogada(s)`);
    return 0;
  } finally {
    await handle.close();
  }
}
