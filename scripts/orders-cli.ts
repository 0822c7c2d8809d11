// What `npm run orders` understands and prints, apart from the network and the database
// (scripts/orders.ts does those), so that it is tested on its own.
import type { OperatorOrder } from '../lib/contracts/operator';
import { STORE_TIME_ZONE } from '../lib/domain/countdown';
import { formatMoney, toCents } from '../lib/domain/money';
import { OPERATOR_ORDER_ACTIONS, type OperatorOrderAction } from '../lib/domain/order-status';

export type OrdersCommand =
  | { command: 'show'; number: number }
  | { command: 'action'; action: OperatorOrderAction; number: number }
  | { command: 'create-key'; store: string; name: string }
  | { command: 'revoke-key'; store: string; name: string }
  | { command: 'reconcile' };

export const USAGE = `Uso:
  npm run orders -- show <número do pedido>
  npm run orders -- <${OPERATOR_ORDER_ACTIONS.join('|')}> <número do pedido>
  npm run orders -- create-key <loja> <nome da chave>
  npm run orders -- revoke-key <loja> <nome da chave>
  npm run orders -- reconcile

Pedidos: pela API do operador em STORE_URL (padrão http://localhost:3000) com a chave
STORE_API_KEY (padrão: a chave de demonstração da loja demo).
Chaves: direto no banco (DATABASE_URL, ou o PGlite de DATA_DIR com o servidor parado).
Reconcile: as cobranças sem resposta do meio de pagamento há mais de 2 minutos, de todas as
lojas, direto no banco como as chaves (o servidor também faz isso a cada minuto).`;

const isAction = (word: string): word is OperatorOrderAction =>
  (OPERATOR_ORDER_ACTIONS as readonly string[]).includes(word);

/** The command in `args` (what follows `npm run orders --`), or what is wrong with them. */
export function parseOrdersArgs(args: readonly string[]): OrdersCommand | { error: string } {
  const [word, ...rest] = args;
  if (word === 'reconcile')
    return rest.length === 0
      ? { command: 'reconcile' }
      : { error: 'reconcile não leva argumentos' };
  if (word === 'create-key' || word === 'revoke-key') {
    const [store, ...name] = rest;
    // A name of several words needs no quotes: 'create-key demo Expedição SP'.
    if (!store || name.length === 0) return { error: `${word} precisa da loja e do nome da chave` };
    return { command: word, store, name: name.join(' ') };
  }
  if (word !== 'show' && (word === undefined || !isAction(word)))
    return { error: word ? `comando desconhecido: ${word}` : 'informe um comando' };
  if (rest.length !== 1 || !/^\d{1,9}$/.test(rest[0]!) || Number(rest[0]) === 0)
    return { error: `${word} precisa de um número de pedido, como ${word} 100001` };
  const number = Number(rest[0]);
  return word === 'show'
    ? { command: 'show', number }
    : { command: 'action', action: word, number };
}

/** What a reconcile run did, in the operator's words. */
export function describeReconcile(report: {
  settled: number;
  released: number;
  unknown: number;
  already: number;
}): string {
  return [
    `Cobranças confirmadas pelo meio de pagamento: ${report.settled}`,
    `Reservas liberadas (estoque de volta, carrinho devolvido): ${report.released}`,
    `Sem resposta do meio de pagamento (tentadas de novo depois): ${report.unknown}`,
    `Já resolvidas por outro caminho: ${report.already}`,
  ].join('\n');
}

/** `Pedido 100001: Enviado` after an action; the whole order and its history for `show`. */
export function describeOrder(order: OperatorOrder, detailed: boolean): string {
  const headline = `Pedido ${order.number}: ${order.statusLabel}`;
  if (!detailed) return headline;
  const money = (reais: number) => formatMoney(toCents(reais), 'pt', 1);
  const when = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: STORE_TIME_ZONE,
  });
  const payment = order.payment ? ` (${order.payment.groupLabel ?? order.payment.method})` : '';
  return [
    headline,
    `Feito em ${when.format(new Date(order.createdAt))}${order.customerEmail ? ` por ${order.customerEmail}` : ''}`,
    `Total ${money(order.totalFinal)}${payment}: produtos ${money(order.totalPrice)}, desconto ${money(order.totalDiscount)}, frete ${money(order.totalShipping)}`,
    'Histórico:',
    ...order.history.map((h) => `  ${when.format(new Date(h.at))}  ${h.label}  (${h.actor})`),
  ].join('\n');
}
