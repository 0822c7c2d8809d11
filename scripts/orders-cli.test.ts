import type { OperatorOrder } from '@/lib/contracts/operator';
import { describeOrder, describeReconcile, parseOrdersArgs, USAGE } from './orders-cli';

describe('npm run orders arguments', () => {
  test.each([
    [['ship', '100001'], { command: 'action', action: 'ship', number: 100001 }],
    [['invoice', '7'], { command: 'action', action: 'invoice', number: 7 }],
    [['show', '100003'], { command: 'show', number: 100003 }],
    [
      ['create-key', 'demo', 'Expedição', 'SP'],
      { command: 'create-key', store: 'demo', name: 'Expedição SP' },
    ],
    [
      ['revoke-key', 'outra', 'Operador'],
      { command: 'revoke-key', store: 'outra', name: 'Operador' },
    ],
    [['reconcile'], { command: 'reconcile' }],
  ])('%j', (args, command) => {
    expect(parseOrdersArgs(args)).toEqual(command);
  });

  test.each([
    [[], 'informe um comando'],
    [['despachar', '100001'], 'comando desconhecido: despachar'],
    [['review', '100001'], 'comando desconhecido: review'],
    [['ship'], 'ship precisa de um número de pedido, como ship 100001'],
    [['ship', 'abc'], 'ship precisa de um número de pedido, como ship 100001'],
    [['ship', '0'], 'ship precisa de um número de pedido, como ship 100001'],
    [['ship', '1', '2'], 'ship precisa de um número de pedido, como ship 100001'],
    [['create-key', 'demo'], 'create-key precisa da loja e do nome da chave'],
    [['reconcile', '100001'], 'reconcile não leva argumentos'],
    [['release', '100001'], 'comando desconhecido: release'],
  ])('%j is refused', (args, error) => {
    expect(parseOrdersArgs(args)).toEqual({ error });
  });

  test('the usage names every operator action, and reconcile', () => {
    expect(USAGE).toContain('<approve|ship|complete|cancel|refund|invoice>');
    expect(USAGE).toContain('npm run orders -- reconcile\n');
  });
});

describe('what npm run orders prints', () => {
  test('reconcile: what it confirmed, released and could not ask', () => {
    expect(describeReconcile({ settled: 2, released: 1, unknown: 3, already: 0 })).toBe(
      [
        'Cobranças confirmadas pelo meio de pagamento: 2',
        'Reservas liberadas (estoque de volta, carrinho devolvido): 1',
        'Sem resposta do meio de pagamento (tentadas de novo depois): 3',
        'Já resolvidas por outro caminho: 0',
      ].join('\n'),
    );
  });

  const order: OperatorOrder = {
    number: 100001,
    status: 'shipped',
    statusLabel: 'Enviado',
    createdAt: '2026-03-02T13:00:00.000Z',
    customerEmail: 'cliente@exemplo.com.br',
    totalPrice: 5999,
    totalDiscount: 0,
    cashDiscount: 0,
    totalShipping: 0,
    interest: 0,
    totalTax: 0,
    totalFinal: 5999,
    payment: { method: 'pix', group: 'pix', groupLabel: 'Pix' },
    history: [
      {
        from: null,
        to: 'pending',
        label: 'Pendente',
        actor: 'customer',
        at: '2026-03-02T13:00:00.000Z',
      },
      {
        from: 'processing',
        to: 'shipped',
        label: 'Enviado',
        actor: 'operator:Operador demo',
        at: '2026-03-03T18:30:00.000Z',
      },
    ],
  };

  test('after an action, the order and its new status label', () => {
    expect(describeOrder(order, false)).toBe('Pedido 100001: Enviado');
  });

  test('show: totals in reais, the payment group and the history in São Paulo time', () => {
    const text = describeOrder(order, true).replace(/\u00a0/g, ' ');
    expect(text).toContain('Pedido 100001: Enviado');
    expect(text).toContain('Feito em 02/03/2026, 10:00 por cliente@exemplo.com.br');
    expect(text).toContain('Total R$ 5.999,00 (Pix)');
    expect(text).toContain('  03/03/2026, 15:30  Enviado  (operator:Operador demo)');
  });
});
