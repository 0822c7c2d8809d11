import { maskZipcode } from '@/lib/domain/masks';

/** An address as the checkout lists it: street and number, district and city, the CEP. */
export function AddressLines({
  address,
  zipcodeLabel,
}: {
  address: {
    street: string;
    number: string;
    complement?: string | null;
    district: string;
    city: string;
    region: string;
    zipcode: string;
  };
  zipcodeLabel: string;
}) {
  return (
    <>
      <span className="block">
        {address.street}, {address.number}
        {address.complement && ` — ${address.complement}`}
      </span>
      <span className="block">
        {address.district}, {address.city}/{address.region}
      </span>
      <span className="block text-neutral-600">
        {zipcodeLabel} {maskZipcode(address.zipcode)}
      </span>
    </>
  );
}
