import {
  addSnack,
  arriveAt,
  clearAction,
  createSnackbarStore,
  MAX_VISIBLE,
  type Snack,
} from './snackbar-store';

let nextId = 1;
const snack = (message: string, more: Partial<Snack> = {}): Snack => ({
  id: nextId++,
  kind: 'info',
  message,
  action: null,
  page: '/onestepcheckout/carrinho',
  ...more,
});
const texts = (list: readonly Snack[]) => list.map((s) => s.message);

describe('snackbar store', () => {
  it('shows at most 2 messages, the newest ones (SPEC.md section 2)', () => {
    let list: readonly Snack[] = [];
    for (const text of ['Produto adicionado no seu carrinho', 'Produto atualizado no seu carrinho'])
      list = addSnack(list, snack(text, { kind: 'success' }));
    list = addSnack(list, snack('Produto removido do seu carrinho', { kind: 'success' }));
    expect(MAX_VISIBLE).toBe(2);
    expect(texts(list)).toEqual([
      'Produto atualizado no seu carrinho',
      'Produto removido do seu carrinho',
    ]);
  });

  it("a success replaces the error of the same action: 'Cupom adicionado com sucesso' takes the place of 'Cupom inválido ou expirado'", () => {
    let list: readonly Snack[] = [];
    list = addSnack(list, snack('Produto adicionado no seu carrinho', { action: 'cart:items' }));
    list = addSnack(
      list,
      snack('Cupom inválido ou expirado', { kind: 'error', action: 'cart:coupon' }),
    );
    list = addSnack(
      list,
      snack('Cupom adicionado com sucesso', { kind: 'success', action: 'cart:coupon' }),
    );
    expect(texts(list)).toEqual([
      'Produto adicionado no seu carrinho',
      'Cupom adicionado com sucesso',
    ]);
  });

  it("an action that succeeds without a message takes its error away: 'Pedido não encontrado!' goes when the order is found", () => {
    const form = 'form:guest-order';
    let list: readonly Snack[] = [];
    list = addSnack(list, snack('Você está inscrito na newsletter.', { kind: 'success' }));
    list = addSnack(list, snack('Pedido não encontrado!', { kind: 'error', action: form }));
    list = clearAction(list, form);
    expect(texts(list)).toEqual(['Você está inscrito na newsletter.']);
    expect(clearAction(list, form)).toBe(list);
  });

  it('the same text again is one message, not two', () => {
    let list: readonly Snack[] = [];
    list = addSnack(list, snack('Erro ao buscar CEP', { kind: 'error' }));
    list = addSnack(list, snack('Erro ao buscar CEP', { kind: 'error' }));
    expect(texts(list)).toEqual(['Erro ao buscar CEP']);
  });

  it("a page's messages do not follow the shopper to the next step: the card's refusal stays on the checkout", () => {
    let list: readonly Snack[] = [];
    list = addSnack(
      list,
      snack('Pagamento recusado pelo emissor do cartão.', {
        kind: 'error',
        page: '/onestepcheckout',
      }),
    );
    list = arriveAt(list, '/onestepcheckout/success/abc');
    expect(list).toEqual([]);
  });

  it('a message that explains the next page goes there with the shopper, then belongs to it', () => {
    let list: readonly Snack[] = [];
    list = addSnack(list, snack('Login realizado com sucesso!', { kind: 'success', page: null }));
    list = addSnack(
      list,
      snack('E-mail ou senha inválidos', { kind: 'error', page: '/onestepcheckout/login' }),
    );
    list = arriveAt(list, '/');
    expect(texts(list)).toEqual(['Login realizado com sucesso!']);
    expect(list[0]!.page).toBe('/');
    expect(arriveAt(list, '/')).toBe(list);
    expect(arriveAt(list, '/notebooks')).toEqual([]);
  });

  it('the store: each message goes after 5 s, belongs to the page it was shown on, and tells its readers', () => {
    jest.useFakeTimers();
    try {
      let path = '/onestepcheckout';
      const store = createSnackbarStore({ here: () => path });
      const seen: number[] = [];
      store.subscribe(() => seen.push(store.snapshot().length));
      store.show('Pagamento recusado pelo emissor do cartão.', 'error', { action: 'checkout' });
      store.show('Login realizado com sucesso!', 'success', { keepOnNavigation: true });
      expect(store.snapshot().map((s) => [s.message, s.page])).toEqual([
        ['Pagamento recusado pelo emissor do cartão.', '/onestepcheckout'],
        ['Login realizado com sucesso!', null],
      ]);
      path = '/onestepcheckout/success/abc';
      store.arrive(path);
      expect(texts(store.snapshot())).toEqual(['Login realizado com sucesso!']);
      store.clear('checkout');
      jest.advanceTimersByTime(4999);
      expect(store.snapshot()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(store.snapshot()).toEqual([]);
      expect(seen).toEqual([1, 2, 1, 0]);
    } finally {
      jest.useRealTimers();
    }
  });
});
