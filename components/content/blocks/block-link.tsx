import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';

/**
 * A link from content: store paths go through next/link, prefetched on intent (IntentLink); new
 * tabs get rel="noopener noreferrer".
 */
export function BlockLink({
  href,
  target,
  className,
  children,
}: {
  href: string;
  target?: '_self' | '_blank';
  className?: string;
  children: ReactNode;
}) {
  const newTab = target === '_blank';
  if (href.startsWith('/') && !newTab) {
    return (
      <IntentLink href={href} className={className}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a
      href={href}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
