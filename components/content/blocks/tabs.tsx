import { z } from 'zod';
import { defineBlock, optionalText } from './define';
import { TabsView } from './lazy';
import { richText, titledHtml } from './text';

/** Tabbed panels of rich text; like the accordion's answers, the HTML is sanitized on the server. */
export const tabs = defineBlock(
  z.object({
    /** The tab list's accessible name. */
    label: optionalText(160),
    items: z.array(titledHtml).min(1).max(12),
  }),
  ({ props, id }) => (
    <TabsView
      id={id}
      label={props.label}
      titles={props.items.map((item) => item.title)}
      panels={props.items.map((item, i) => (
        <div key={i} className={richText} dangerouslySetInnerHTML={{ __html: item.html }} />
      ))}
    />
  ),
);
