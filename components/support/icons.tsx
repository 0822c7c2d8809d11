import type { SVGProps } from 'react';

/** Icons of the help section and the service pages: one stroke set, drawn from paths. */
const paths = {
  chat: ['M4 5h16v11H9l-5 4Z', 'M8 10h8', 'M8 13h5'],
  sales: [
    'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2',
    'M10 20.5h.01',
    'M17 20.5h.01',
  ],
  support: [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H4Z',
    'M17 14h3v5h-3Z',
    'M20 19a3 3 0 0 1-3 3h-4',
  ],
  phone: [
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  ],
  mail: ['M3 5h18v14H3Z', 'm3 6 9 7 9-7'],
  pin: [
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z',
    'M14.5 9.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Z',
  ],
  message: ['M4 4h16v12H7l-3 3Z', 'M8 9h8'],
} as const;
export type SupportIconName = keyof typeof paths;

export function SupportIcon({
  name,
  ...rest
}: { name: SupportIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...rest}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
