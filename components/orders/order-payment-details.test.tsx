// The payment details per method, rendered to HTML (no browser needed), with the store's texts
// (test/next-intl.tsx) in São Paulo time, as the store's layout gives them.
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OrderPayment } from '@/lib/contracts/checkout';
import { buildBoleto, formatLine } from '@/lib/domain/payments/boleto';
import { pixQrCodeSvg } from '@/lib/domain/payments/pix-qr';
import { OrderPaymentDetails } from './order-payment-details';

const render = (payment: OrderPayment) =>
  renderToStaticMarkup(
    <NextIntlClientProvider timeZone="America/Sao_Paulo">
      <OrderPaymentDetails payment={payment} orderNumber={200001} storeName="Loja Demo" />
    </NextIntlClientProvider>,
  );

const base = {
  amount: 2429.1,
  installments: 1,
  pix: null,
  billet: null,
  card: null,
  message: null,
} as const;
const payload =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('OrderPaymentDetails', () => {
  test('Pix awaiting payment: the QR as an image, the code to copy, the amount in reais, the time left', () => {
    const html = render({
      ...base,
      method: 'pix',
      status: 'pending',
      pix: {
        payload,
        qrSvg: pixQrCodeSvg(payload),
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    });
    expect(html).toContain('Aguardando pagamento');
    // Our SVG travels as an image: never inlined into the page.
    expect(html).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg%20xmlns/);
    expect(html).not.toContain('<svg xmlns');
    expect(html).toContain(`value="${payload}"`);
    expect(html).toContain('Copiar código Pix');
    expect(html).toContain('R$\u00a02.429,10');
    expect(html).toMatch(/role="timer"[^>]*>(30:00|29:5\d)</);
  });

  test('an expired Pix code says so instead of offering the code', () => {
    const html = render({
      ...base,
      method: 'pix',
      status: 'pending',
      pix: { payload, qrSvg: '<svg/>', expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(html).toContain(
      'O código Pix expirou sem pagamento. Faça um novo pedido para pagar com Pix.',
    );
    expect(html).not.toContain('Copiar código Pix');
    expect(html).not.toContain('<img');
  });

  test('Boleto: the printed line, due date, print button and the slip with its barcode', () => {
    const boleto = buildBoleto({
      bankCode: '001',
      amountCents: 242910,
      dueDate: '2099-03-04',
      ourNumber: '200001',
    });
    const html = render({
      ...base,
      method: 'billet',
      status: 'pending',
      billet: { line: boleto.line, barcode: boleto.barcode, dueDate: '2099-03-04' },
    });
    expect(html).toContain(`value="${formatLine(boleto.line)}"`);
    expect(html).toContain('Copiar linha digitável');
    expect(html).toContain('04/03/2099');
    expect(html).toContain('Imprimir boleto');
    expect(html).toContain('class="boleto-slip');
    expect(html).toContain('Loja Demo');
    expect(html).toMatch(/<svg[^>]*data-testid="billet-barcode"[^>]*><path d="M0 0h1v1h-1z/);
  });

  test('a boleto past its due date is not offered any more', () => {
    const html = render({
      ...base,
      method: 'billet',
      status: 'pending',
      billet: { line: '0'.repeat(47), barcode: '0'.repeat(44), dueDate: '2020-01-02' },
    });
    expect(html).toContain(
      'O boleto venceu em 02/01/2020 sem pagamento. Faça um novo pedido para pagar com boleto.',
    );
    expect(html).not.toContain('Imprimir boleto');
  });

  test('Card: brand, last digits, installments and the result', () => {
    const card = {
      ...base,
      method: 'creditCard' as const,
      installments: 10,
      card: { brand: 'VISA', lastDigits: '1111' },
    };
    const approved = render({ ...card, status: 'approved' });
    expect(approved).toContain('Cartão VISA •••• 1111');
    expect(approved).toContain('em 10x');
    expect(approved).toContain('Pagamento aprovado pela operadora do cartão.');
    const review = render({ ...card, status: 'review', message: 'Pagamento em análise.' });
    expect(review).toContain('Pagamento em análise');
    expect(review).toContain('Pagamento em análise.');
  });

  test('a paid Pix shows its status, not the code any more', () => {
    const html = render({
      ...base,
      method: 'pix',
      status: 'approved',
      pix: { payload, qrSvg: '<svg/>', expiresAt: new Date().toISOString() },
    });
    expect(html).toContain('Pagamento aprovado');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Copiar código Pix');
  });
});
