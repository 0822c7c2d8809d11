'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '@/components/ui/use-copy';
import type { OrderPayment } from '@/lib/contracts/checkout';
import { formatMoney, toCents } from '@/lib/domain/money';
import { formatLine } from '@/lib/domain/payments/boleto';
import { expiryMilestone, formatCountdown, paymentDeadline } from '@/lib/domain/payments/follow-up';
import { itfBars, itfPath } from '@/lib/domain/payments/itf';

/** The body class that makes 'Imprimir boleto' print the slip alone (app/globals.css). */
const PRINTING_CLASS = 'printing-boleto';

const STATUS_STYLE: Record<OrderPayment['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  review: 'bg-amber-100 text-amber-900',
  declined: 'bg-red-100 text-red-900',
  canceled: 'bg-neutral-200 text-neutral-800',
  refunded: 'bg-neutral-200 text-neutral-800',
};

/**
 * A placed order's payment as its buyer needs it (success page, account order page): the Pix QR
 * code and copy-and-paste code with the time left to pay, the boleto's line, barcode and a
 * printable slip, or the card and its result. Amounts are in reais whatever the language: that is
 * what the bank charges.
 */
export function OrderPaymentDetails({
  payment,
  orderNumber,
  storeName,
}: {
  payment: OrderPayment;
  orderNumber: number;
  storeName?: string;
}) {
  const t = useTranslations('payment');
  const to = useTranslations('orders');
  const amount = formatMoney(toCents(payment.amount), 'pt', 1);
  const awaiting = payment.status === 'pending';

  return (
    <section
      aria-labelledby="order-payment-heading"
      data-testid="order-payment"
      className="grid gap-4 rounded-xl border border-neutral-200 p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-payment-heading" className="text-lg font-semibold">
          {t('heading', { method: to(`method.${payment.method}`) })}
        </h3>
        <span
          data-testid="payment-status"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[payment.status]}`}
        >
          {t(`status.${payment.status}`)}
        </span>
      </header>
      <p className="text-sm">
        {t('amount')}: <strong data-testid="payment-amount">{amount}</strong>
      </p>
      {payment.method === 'pix' && payment.pix && awaiting && (
        <PixDetails pix={payment.pix} amount={amount} deadline={paymentDeadline(payment)} />
      )}
      {payment.method === 'billet' && payment.billet && awaiting && (
        <BilletDetails
          billet={payment.billet}
          amount={amount}
          orderNumber={orderNumber}
          storeName={storeName}
          deadline={paymentDeadline(payment)}
        />
      )}
      {payment.method === 'creditCard' && <CardDetails payment={payment} />}
    </section>
  );
}

/** The clock, ticking every second while `active` (a countdown is on screen). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * A readonly field with the code and its copy button. Where the browser refuses the clipboard the
 * code is selected in the field, to copy by hand; the confirmation is spoken once.
 */
function CopyField({
  id,
  label,
  value,
  shown = value,
  copyLabel,
  copiedLabel,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  shown?: string;
  copyLabel: string;
  copiedLabel: string;
  testId: string;
}) {
  const t = useTranslations('payment');
  const { copied, copy } = useCopy();
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          readOnly
          value={shown}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-2 font-mono text-sm"
        />
        <button
          type="button"
          onClick={async () => {
            const done = await copy(value);
            setFailed(!done);
            if (!done) field.current?.select();
          }}
          className="shrink-0 rounded-lg bg-[var(--store-primary)] px-4 py-2 font-semibold text-[var(--store-primary-contrast)] print:hidden"
        >
          {copied ? copiedLabel : copyLabel}
        </button>
      </div>
      <p role="status" className={failed ? 'text-sm text-red-700' : 'sr-only'}>
        {copied ? copiedLabel : failed ? t('copyFailed') : ''}
      </p>
    </div>
  );
}

/**
 * Time left to pay: mm:ss on screen (a timer a screen reader does not read out every second), and
 * a polite announcement at 10, 5 and 1 minutes left and at the end.
 */
function Countdown({ deadline, now }: { deadline: number; now: number }) {
  const t = useTranslations('payment');
  const left = deadline - now;
  const milestone = expiryMilestone(left);
  return (
    <>
      <p className="text-sm">
        {t('expiresIn')}{' '}
        <span
          role="timer"
          data-testid="pix-countdown"
          className="font-mono text-base font-semibold"
        >
          {formatCountdown(left)}
        </span>
      </p>
      <p aria-live="polite" className="sr-only">
        {milestone !== null ? t('expiryMilestone', { minutes: milestone }) : ''}
      </p>
    </>
  );
}

function PixDetails({
  pix,
  amount,
  deadline,
}: {
  pix: NonNullable<OrderPayment['pix']>;
  amount: string;
  deadline: number | null;
}) {
  const t = useTranslations('payment');
  const format = useFormatter();
  const now = useNow(deadline !== null);
  const expired = deadline !== null && now >= deadline;
  if (expired)
    return (
      <p role="status" data-testid="pix-expired" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('pixExpired')}
      </p>
    );
  // Our own SVG (lib/domain/payments/pix-qr.ts) as an image: nothing in it can run as a script.
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI, nothing to optimize */}
      <img
        src={qr}
        alt={t('pixQrAlt', { amount })}
        width={224}
        height={224}
        data-testid="pix-qr"
        className="size-56 justify-self-center rounded-lg border border-neutral-200"
      />
      <div className="grid min-w-0 gap-3">
        <p className="text-sm">{t('pixInstructions')}</p>
        <CopyField
          id="pix-code"
          label={t('pixCode')}
          value={pix.payload}
          copyLabel={t('copyPix')}
          copiedLabel={t('pixCopied')}
          testId="pix-code"
        />
        {deadline !== null && (
          <>
            <Countdown deadline={deadline} now={now} />
            <p className="text-xs text-neutral-600">
              {t('validUntil', {
                time: format.dateTime(new Date(deadline), {
                  dateStyle: 'short',
                  timeStyle: 'short',
                }),
              })}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** A due date ('2026-03-04') as the shopper reads dates; noon UTC is that day in Brazil too. */
function useDueDate() {
  const format = useFormatter();
  return (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'short' });
}

function BilletDetails({
  billet,
  amount,
  orderNumber,
  storeName,
  deadline,
}: {
  billet: NonNullable<OrderPayment['billet']>;
  amount: string;
  orderNumber: number;
  storeName?: string;
  deadline: number | null;
}) {
  const t = useTranslations('payment');
  const dueDate = useDueDate();
  // The page stays open for days at most; a check per minute notices the due date passing.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (deadline !== null && now >= deadline)
    return (
      <p
        role="status"
        data-testid="billet-overdue"
        className="rounded-lg bg-red-50 p-3 text-red-800"
      >
        {t('billetOverdue', { date: dueDate(billet.dueDate) })}
      </p>
    );
  const line = formatLine(billet.line);
  const print = () => {
    document.body.classList.add(PRINTING_CLASS);
    const done = () => {
      document.body.classList.remove(PRINTING_CLASS);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('billetInstructions')}</p>
      <CopyField
        id="billet-line"
        label={t('billetLine')}
        value={billet.line}
        shown={line}
        copyLabel={t('copyLine')}
        copiedLabel={t('lineCopied')}
        testId="billet-line"
      />
      <p className="text-sm">
        {t('dueDate')}: <strong data-testid="billet-due-date">{dueDate(billet.dueDate)}</strong>
      </p>
      <button
        type="button"
        onClick={print}
        data-testid="print-billet"
        className="justify-self-start rounded-lg border border-[var(--store-primary)] px-4 py-2 font-semibold text-[var(--store-primary)]"
      >
        {t('printBillet')}
      </button>
      <BoletoSlip
        line={line}
        barcode={billet.barcode}
        dueDate={dueDate(billet.dueDate)}
        amount={amount}
        orderNumber={orderNumber}
        storeName={storeName}
      />
    </div>
  );
}

/**
 * The slip as a bank prints it (the part a cashier or a bank app scans): bank, line, beneficiary,
 * due date, amount and the Interleaved 2 of 5 barcode. 'Imprimir boleto' prints it alone.
 */
function BoletoSlip({
  line,
  barcode,
  dueDate,
  amount,
  orderNumber,
  storeName,
}: {
  line: string;
  barcode: string;
  dueDate: string;
  amount: string;
  orderNumber: number;
  storeName?: string;
}) {
  const t = useTranslations('payment');
  const cell = (label: string, value: string, className = '') => (
    <div className={`border-t border-neutral-400 px-2 py-1 ${className}`}>
      <dt className="text-[0.65rem] text-neutral-600 uppercase">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
  const bars = /^\d{44}$/.test(barcode) ? itfBars(barcode) : null;
  // Quiet zones of ten narrow modules on both sides, as scanners expect.
  const quiet = 10;
  return (
    <figure
      className="boleto-slip grid gap-2 rounded-lg border border-neutral-400 bg-white p-3 text-sm text-black"
      aria-label={t('billetTitle')}
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b-2 border-black pb-1">
        <span className="text-base font-bold">{t('billetBank', { code: line.slice(0, 3) })}</span>
        <span className="font-mono text-sm font-semibold break-all sm:text-base">{line}</span>
      </div>
      <dl className="grid grid-cols-2">
        {cell(t('billetPlace'), t('billetPlaceValue'), 'col-span-2')}
        {storeName && cell(t('billetBeneficiary'), storeName, 'col-span-2')}
        {cell(t('dueDate'), dueDate)}
        {cell(t('amount'), amount)}
        {cell(t('billetDocument'), String(orderNumber), 'col-span-2')}
      </dl>
      {bars && (
        <svg
          role="img"
          aria-label={t('billetBarcode')}
          viewBox={`${-quiet} 0 ${bars.width + 2 * quiet} 1`}
          preserveAspectRatio="none"
          shapeRendering="crispEdges"
          data-testid="billet-barcode"
          className="h-14 w-full max-w-[26rem]"
        >
          <path d={itfPath(bars)} fill="#000" />
        </svg>
      )}
    </figure>
  );
}

function CardDetails({ payment }: { payment: OrderPayment }) {
  const t = useTranslations('payment');
  const result =
    payment.status === 'approved'
      ? { text: t('cardApproved'), style: 'bg-green-50 text-green-900' }
      : payment.status === 'review'
        ? { text: payment.message ?? t('cardReview'), style: 'bg-amber-50 text-amber-900' }
        : payment.status === 'declined'
          ? { text: payment.message ?? t('cardDeclined'), style: 'bg-red-50 text-red-900' }
          : null;
  return (
    <div className="grid gap-3">
      {payment.card && (
        <p data-testid="payment-card">
          {t('card', { brand: payment.card.brand, lastDigits: payment.card.lastDigits })}
          {' · '}
          {t('installments', { count: payment.installments })}
        </p>
      )}
      {result && (
        <p data-testid="payment-result" className={`rounded-lg p-3 text-sm ${result.style}`}>
          {result.text}
        </p>
      )}
    </div>
  );
}
