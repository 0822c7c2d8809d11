import { z } from 'zod';
import { BlockLink } from './block-link';
import { buttonClass } from './button-class';
import { defineBlock, href, target } from './define';

const align = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;

/** A call to action: a link styled as a button. */
export const button = defineBlock(
  z.object({
    text: z.string().trim().min(1).max(120),
    link: href,
    target,
    variant: z.enum(['primary', 'outline']).default('primary'),
    align: z.enum(['left', 'center', 'right']).default('left'),
  }),
  ({ props }) => (
    <div className={`flex ${align[props.align]}`}>
      <BlockLink href={props.link} target={props.target} className={buttonClass(props.variant)}>
        {props.text}
      </BlockLink>
    </div>
  ),
);
