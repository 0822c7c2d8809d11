import { ORDER_ACTIONS, ORDER_STATUSES, nextOrderStatus, paymentMethodGroup } from './order-status';

describe('the order status machine (SPEC.md section 4)', () => {
  const allowedFrom = (action: (typeof ORDER_ACTIONS)[number]) =>
    ORDER_STATUSES.filter((s) => nextOrderStatus(s, action) !== null);

  it('cancels unless canceled or completed (a cart is not an order)', () => {
    expect(allowedFrom('cancel')).toEqual([
      'pending',
      'refunded',
      'payment_review',
      'processing',
      'shipped',
    ]);
    expect(nextOrderStatus('processing', 'cancel')).toBe('canceled');
  });
  it('approves only when pending, ships only when processing, completes only when shipped', () => {
    expect(allowedFrom('approve')).toEqual(['pending']);
    expect(nextOrderStatus('pending', 'approve')).toBe('processing');
    expect(allowedFrom('ship')).toEqual(['processing']);
    expect(nextOrderStatus('processing', 'ship')).toBe('shipped');
    expect(allowedFrom('complete')).toEqual(['shipped']);
    expect(nextOrderStatus('shipped', 'complete')).toBe('completed');
  });
  it('never invoices', () => {
    expect(allowedFrom('invoice')).toEqual([]);
  });
  it('holds a payment for review and clears it back to pending', () => {
    expect(nextOrderStatus('pending', 'review')).toBe('payment_review');
    expect(nextOrderStatus('payment_review', 'approve')).toBeNull();
    expect(nextOrderStatus('payment_review', 'clearReview')).toBe('pending');
  });
  it('releases only a pending order, back to a cart', () => {
    expect(allowedFrom('release')).toEqual(['pending']);
    expect(nextOrderStatus('pending', 'release')).toBe('new');
  });
  it('refunds only paid orders', () => {
    expect(allowedFrom('refund')).toEqual(['processing', 'shipped', 'completed']);
  });
  it('groups provider methods as Boleto, Pix and Cartão de Crédito', () => {
    expect(paymentMethodGroup('pagseguroBillet')).toBe('billet');
    expect(paymentMethodGroup('pagseguroQrCode')).toBe('pix');
    expect(paymentMethodGroup('mercadopagoCreditCard')).toBe('creditCard');
    expect(paymentMethodGroup('pix')).toBe('pix');
    expect(paymentMethodGroup('cheque')).toBeNull();
    expect(paymentMethodGroup(null)).toBeNull();
  });
});
