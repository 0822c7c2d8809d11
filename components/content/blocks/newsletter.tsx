import { z } from 'zod';
import { Newsletter } from '@/components/newsletter/newsletter';
import { defineBlock, optionalText } from './define';

/** The newsletter sign-up as a page-builder block, with the content team's heading and text. */
export const newsletter = defineBlock(
  z.object({ title: optionalText(120), text: optionalText(300) }),
  ({ props, ctx }) => (
    <Newsletter locale={ctx.locale} title={props.title} text={props.text} tone="card" />
  ),
);
