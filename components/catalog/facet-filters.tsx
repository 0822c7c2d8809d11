'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { Facet } from '@/lib/contracts/listing';
import { listingHref, toggleOption, type ListingStateShape } from '@/lib/domain/listing-url';

/**
 * The attribute filters of a listing, each option a crawlable link to the state with it switched
 * on or off. The links are built here from the state and the facets, so the page payload carries
 * the options once instead of a long `facet_filters` URL per option.
 */
export function FacetFilters({
  basePath,
  state,
  facets,
}: {
  basePath: string;
  state: ListingStateShape;
  facets: Facet[];
}) {
  return facets.map((facet) => (
    <fieldset key={facet.code} className="mt-5" data-facet={facet.code}>
      <legend className="text-sm font-semibold text-neutral-800">{facet.name}</legend>
      <ul className="mt-2 grid gap-1.5">
        {facet.options.map((o) => {
          const checked = (state.attributes[facet.code] ?? []).includes(o.id);
          return (
            <li key={o.id}>
              <IntentLink
                href={listingHref(basePath, toggleOption(state, facet.code, o.id))}
                role="checkbox"
                aria-checked={checked}
                rel="nofollow"
                className="facet-option"
              >
                <span aria-hidden className="facet-box" />
                <span>{o.name}</span>
                <span className="facet-count">({o.count})</span>
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </fieldset>
  ));
}
