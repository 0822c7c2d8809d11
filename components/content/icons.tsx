import type { SVGProps } from 'react';

/** Icons of info cards and of the home feature strip (SPEC.md: Pix, delivery, warranty, security). */
export const infoIcons = ['pix', 'truck', 'shield', 'lock'] as const;
export type InfoIcon = (typeof infoIcons)[number];

const paths: Record<InfoIcon, string[]> = {
  // Pix logo reduced to its rotated-square mark.
  pix: ['M12 3 21 12 12 21 3 12Z', 'M8 12h8', 'M12 8v8'],
  truck: [
    'M3 6h11v10H3Z',
    'M14 9h4l3 3v4h-7',
    'M7.5 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
    'M18.5 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
  ],
  shield: ['M12 3 19 6v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6Z', 'm9 12 2 2 4-4'],
  lock: ['M6 11h12v10H6Z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 15v2'],
};

const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export function InfoIconSvg({ icon, ...rest }: { icon: InfoIcon } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={28} height={28} strokeWidth={1.8} {...stroke} {...rest}>
      {paths[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Arrow of slider controls; `direction` points it. */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width={20} height={20} strokeWidth={2} {...stroke}>
      <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  );
}
