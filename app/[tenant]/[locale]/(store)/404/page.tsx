import { notFound } from 'next/navigation';

/** /404: SPEC.md's not-found route (hidden content pages redirect here); answers status 404. */
export default function NotFoundRoute(): never {
  notFound();
}
