// The payment details per method, rendered to HTML (no browser needed). next-intl ships as ES
// modules Jest does not load here: texts come out as their keys (and values), and every key used
// is checked to exist in the messages.
const used = new Set<string>();
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, values?: object) => {
    used.add(`${namespace}.${key}`);
    return values ? `${namespace}.${key}${JSON.stringify(values)}` : `${namespace}.${key}`;
  },
  useFormatter: () => ({
    dateTime: (date: Date, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'America/Sao_Paulo' }).format(date),
  }),
}));

import { renderToStaticMarkup } from 'react-dom/server';
import type { OrderPayment } from '@/lib/contracts/checkout';
import { buildBoleto, formatLine } from '@/lib/domain/payments/boleto';
import { pixQrCodeSvg } from '@/lib/domain/payments/pix-qr';
import { missingMessages } from '@/test/messages';
import { OrderPaymentDetails } from './order-payment-details';

const render = (payment: OrderPayment) =>
  renderToStaticMarkup(
    <OrderPaymentDetails payment={payment} orderNumber={200001} storeName="Loja Demo" />,
  );

afterAll(() => {
  // Every text the component asked for is in the messages (pt and en have the same keys).
  expect(missingMessages(used)).toEqual([]);
});

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
    expect(html).toContain('payment.status.pending');
    // Our SVG travels as an image: never inlined into the page.
    expect(html).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg%20xmlns/);
    expect(html).not.toContain('<svg xmlns');
    expect(html).toContain(`value="${payload}"`);
    expect(html).toContain('payment.copyPix');
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
    expect(html).toContain('payment.pixExpired');
    expect(html).not.toContain('payment.copyPix');
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
    expect(html).toContain('payment.copyLine');
    expect(html).toContain('04/03/2099');
    expect(html).toContain('payment.printBillet');
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
    expect(html).toContain('payment.billetOverdue{&quot;date&quot;:&quot;02/01/2020&quot;}');
    expect(html).not.toContain('payment.printBillet');
  });

  test('Card: brand, last digits, installments and the result', () => {
    const card = {
      ...base,
      method: 'creditCard' as const,
      installments: 10,
      card: { brand: 'VISA', lastDigits: '1111' },
    };
    const approved = render({ ...card, status: 'approved' });
    expect(approved).toContain(
      'payment.card{&quot;brand&quot;:&quot;VISA&quot;,&quot;lastDigits&quot;:&quot;1111&quot;}',
    );
    expect(approved).toContain('payment.installments{&quot;count&quot;:10}');
    expect(approved).toContain('payment.cardApproved');
    const review = render({ ...card, status: 'review', message: 'Pagamento em análise.' });
    expect(review).toContain('payment.status.review');
    expect(review).toContain('Pagamento em análise.');
  });

  test('a paid Pix shows its status, not the code any more', () => {
    const html = render({
      ...base,
      method: 'pix',
      status: 'approved',
      pix: { payload, qrSvg: '<svg/>', expiresAt: new Date().toISOString() },
    });
    expect(html).toContain('payment.status.approved');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('payment.copyPix');
  });
});
