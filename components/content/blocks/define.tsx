import type { ReactNode } from 'react';
import { z } from 'zod';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';

/** What every block may need besides its own props. */
export type BlockContext = { store: Company; locale: Locale };

export type BlockComponentProps<P> = {
  props: P;
  ctx: BlockContext;
  /** Unique on the page (the block's position), for ids such as a heading's. */
  id: string;
  children?: ReactNode;
};

/** Renders one validated block; `id` is its position on the page, also used as React key. */
export type BlockRender = (ctx: BlockContext, children: ReactNode, id: string) => ReactNode;

export type BlockBinding =
  { ok: true; props: unknown; render: BlockRender } | { ok: false; error: string };

export type BlockDefinition = {
  /** Containers only lay out their children: without any renderable child they are dropped. */
  container: boolean;
  /** Its props' schema: the editor's form is generated from it (issue 30 item 1). */
  schema: z.ZodType;
  /** Validates raw props from the content JSON and binds the component to the parsed value. */
  bind: (raw: unknown) => BlockBinding;
};

/** One page-builder block: its zod props schema and the component that renders the parsed props. */
export function defineBlock<S extends z.ZodType>(
  schema: S,
  Component: (p: BlockComponentProps<z.output<S>>) => ReactNode | Promise<ReactNode>,
  options: { container?: boolean } = {},
): BlockDefinition {
  return {
    container: options.container ?? false,
    schema,
    bind(raw) {
      const parsed = schema.safeParse(raw ?? {});
      if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
      const props = parsed.data;
      return {
        ok: true,
        props,
        render: (ctx, children, id) => (
          <Component key={id} id={id} props={props} ctx={ctx}>
            {children}
          </Component>
        ),
      };
    },
  };
}

// Links and images: one rule for blocks, pop-ups and the back-office's forms.
export { href, imageSrc } from '@/lib/contracts/links';

/** An image's intrinsic width or height in pixels (reserves its box: no layout shift). */
export const dimension = z.number().int().min(1).max(10_000);

/** Optional text: an empty string from the builder counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const target = z.enum(['_self', '_blank']).optional();
