import type { Company } from '@/lib/contracts/company';

type Labels = { pix: string; billet: string; creditCard: string };

const brands = ['VISA', 'MASTER', 'ELO', 'AMEX', 'HIPERCARD'];

/** Icons of the payment methods the store has switched on. */
export function PaymentIcons({
  options,
  labels,
}: {
  options: Company['paymentOptions'];
  labels: Labels;
}) {
  const card = options.pagseguroCreditCard.active || options.mercadopagoCreditCard.active;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="payment-icons">
      {options.pagseguroQrCode.active && <Badge label={labels.pix} color="#0f766e" />}
      {options.pagseguroBillet.active && <Badge label={labels.billet} color="#444" />}
      {card && (
        <>
          <Badge label={labels.creditCard} color="#1f4e9c" />
          {brands.map((b) => (
            <Badge key={b} label={b} color="#555" small />
          ))}
        </>
      )}
    </ul>
  );
}

function Badge({ label, color, small }: { label: string; color: string; small?: boolean }) {
  return (
    <li
      className={`rounded border bg-white px-2 py-1 font-semibold ${small ? 'text-[10px]' : 'text-xs'}`}
      style={{ color, borderColor: color }}
    >
      {label}
    </li>
  );
}
