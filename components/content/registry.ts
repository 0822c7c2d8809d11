import { z } from 'zod';
import { msg } from '@/lib/contracts/common';
import type { Block } from '@/lib/contracts/content';
import type { Route } from '@/lib/contracts/router';
import type { Locale } from '@/lib/domain/money';
import { isTranslatedLocale, TRANSLATED_LOCALES, withTranslation } from '@/lib/domain/translations';
import { isMessageKey, type MessageKey } from '@/lib/i18n/messages';
import { accordion } from './blocks/accordion';
import { bannerSlider } from './blocks/banner-slider';
import { box } from './blocks/box';
import { button } from './blocks/button';
import { card } from './blocks/card';
import { contactFormBlock } from './blocks/contact-form';
import { container } from './blocks/container';
import { countdown } from './blocks/countdown';
import { customBannerSlider } from './blocks/custom-banner-slider';
import type { BlockDefinition, BlockRender } from './blocks/define';
import { gridContainer } from './blocks/grid-container';
import { gridItem } from './blocks/grid-item';
import { iframe } from './blocks/iframe';
import { image } from './blocks/image';
import { image360 } from './blocks/image-360';
import { imageComparison } from './blocks/image-comparison';
import { infoCard } from './blocks/info-card';
import { newsletter } from './blocks/newsletter';
import { pageContainer } from './blocks/page-container';
import { panoramicImage } from './blocks/panoramic-image';
import { productGrid } from './blocks/product-grid';
import { productSlider } from './blocks/product-slider';
import { shops } from './blocks/shops';
import { tabs } from './blocks/tabs';
import { serviceCentreBlock } from './blocks/service-centre';
import { text } from './blocks/text';
import { video } from './blocks/video';
import { videoBox } from './blocks/video-box';

/** Every block the page builder renders, by its `type` in the content JSON. */
export const blockRegistry: Readonly<Record<string, BlockDefinition>> = {
  'page-container': pageContainer,
  container,
  'grid-container': gridContainer,
  'grid-item': gridItem,
  box,
  text,
  image,
  button,
  'banner-slider': bannerSlider,
  'product-slider': productSlider,
  'product-grid': productGrid,
  card,
  'info-card': infoCard,
  countdown,
  accordion,
  'video-box': videoBox,
  video,
  'image-360': image360,
  'panoramic-image': panoramicImage,
  'custom-banner-slider': customBannerSlider,
  iframe,
  tabs,
  'image-comparison': imageComparison,
  newsletter,
  shops,
  'contact-form': contactFormBlock,
  'service-centre': serviceCentreBlock,
};

/** A block whose props passed its schema, ready to render. */
export type ResolvedBlock = {
  type: string;
  /** Position on the page ("b0-2-1"): React key and base for element ids. */
  id: string;
  props: unknown;
  render: BlockRender;
  children: ResolvedBlock[];
};

// Shallow on purpose: a bad child is skipped on its own instead of failing its parent.
const node = z.object({
  type: z.string().trim().min(1).max(64),
  props: z.record(z.string(), z.unknown()).optional(),
  children: z.array(z.unknown()).optional(),
  translations: z.record(z.string(), z.unknown()).optional(),
});

function skip(path: string, type: string, reason: string): void {
  console.warn(`[page-builder] skipped block "${type}" at ${path}: ${reason}`);
}

/**
 * Validates a list of raw blocks in a shopper's language (each block's translation laid over its
 * props, withTranslation). Unknown types and invalid props are skipped and logged, never thrown;
 * containers left without renderable children are dropped.
 */
export function resolveBlocks(
  raw: unknown,
  locale: Locale = 'pt',
  registry: Readonly<Record<string, BlockDefinition>> = blockRegistry,
  path = 'b',
): ResolvedBlock[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item, i): ResolvedBlock[] => {
    const id = `${path}${path === 'b' ? '' : '-'}${i}`;
    const parsed = node.safeParse(item);
    if (!parsed.success) {
      skip(
        id,
        typeof item === 'object' && item && 'type' in item ? String(item.type) : '?',
        'not a block',
      );
      return [];
    }
    const { type, props, children, translations } = parsed.data;
    const definition = Object.hasOwn(registry, type) ? registry[type] : undefined;
    if (!definition) {
      skip(id, type, 'unknown type');
      return [];
    }
    const bound = definition.bind(
      isTranslatedLocale(locale) ? withTranslation(props ?? {}, translations?.[locale]) : props,
    );
    if (!bound.ok) {
      skip(id, type, `invalid props: ${bound.error}`);
      return [];
    }
    const resolvedChildren = definition.container
      ? resolveBlocks(children, locale, registry, id)
      : [];
    if (definition.container && resolvedChildren.length === 0) return [];
    return [{ type, id, props: bound.props, render: bound.render, children: resolvedChildren }];
  });
}

/** The renderable blocks of a content JSON (`{ blocks: [...] }`); none when it is malformed. */
export function resolveContent(json: unknown, locale: Locale = 'pt'): ResolvedBlock[] {
  const blocks =
    typeof json === 'object' && json !== null && 'blocks' in json ? json.blocks : undefined;
  if (!Array.isArray(blocks)) {
    if (json !== null && json !== undefined) console.warn('[page-builder] content without blocks');
    return [];
  }
  return resolveBlocks(blocks, locale);
}

/** Blocks of the home's router answer; empty (so the fixed home shows) unless it is visible content. */
export function homeBlocks(route: Route | null, locale: Locale = 'pt'): ResolvedBlock[] {
  if (!route || route.type !== 'content' || !route.content.visible) return [];
  return resolveContent(route.content.json, locale);
}

const propsProblems = (schema: z.ZodType, props: unknown, base: string): BlockProblem[] => {
  const parsed = schema.safeParse(props);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: [base, ...issue.path.map(String)].join('.'),
        key: isMessageKey(issue.message) ? issue.message : msg.invalidValue,
      }));
};

/** The value at a dotted path ('images.0.text1'), or undefined. */
const valueAt = (value: unknown, path: string): unknown =>
  path === ''
    ? value
    : path
        .split('.')
        .reduce<unknown>(
          (node, key) =>
            typeof node === 'object' && node !== null
              ? (node as Record<string, unknown>)[key]
              : undefined,
          value,
        );

/** A reason a page cannot be published, on the editor's field (`0.children.1.props.url`). */
export type BlockProblem = { path: string; key: MessageKey };

/**
 * Every reason a tree of blocks cannot be published, where the shopper would otherwise lose a
 * block in silence (resolveBlocks skips it): an unknown type, props its schema refuses, a container
 * with nothing inside. The same schemas validate, render and generate the editor's forms.
 */
export function blockProblems(
  raw: readonly Block[],
  registry: Readonly<Record<string, BlockDefinition>> = blockRegistry,
  base = '',
): BlockProblem[] {
  return raw.flatMap((item, i): BlockProblem[] => {
    const at = `${base}${i}`;
    const definition = Object.hasOwn(registry, item.type) ? registry[item.type] : undefined;
    if (!definition) return [{ path: `${at}.type`, key: 'backOffice.pages.blockErrors.type' }];
    const own = propsProblems(definition.schema, item.props ?? {}, `${at}.props`);
    // A translation can only be wrong where it says something: the rest is the Portuguese.
    for (const locale of TRANSLATED_LOCALES) {
      const translation = item.translations?.[locale];
      if (!translation) continue;
      const merged = withTranslation(item.props ?? {}, translation);
      const base = `${at}.translations.${locale}`;
      for (const problem of propsProblems(definition.schema, merged, base))
        if (valueAt(translation, problem.path.slice(base.length + 1)) !== undefined)
          own.push(problem);
    }
    if (!definition.container) return own;
    const children = item.children ?? [];
    if (children.length === 0)
      return [...own, { path: `${at}.children`, key: 'backOffice.pages.blockErrors.empty' }];
    return [...own, ...blockProblems(children, registry, `${at}.children.`)];
  });
}

/** One kind of block as the editor offers it: whether it holds others, and its props' form. */
export type BlockKind = { type: string; container: boolean; schema: Record<string, unknown> };

/**
 * The editor's catalogue: each block's props schema as JSON Schema (its input, before defaults
 * and trims), from which the editor generates the block's form.
 */
export function blockCatalogue(
  registry: Readonly<Record<string, BlockDefinition>> = blockRegistry,
): BlockKind[] {
  return Object.entries(registry).map(([type, definition]) => {
    const schema: Record<string, unknown> = z.toJSONSchema(definition.schema, {
      io: 'input',
      unrepresentable: 'any',
    });
    delete schema.$schema;
    return { type, container: definition.container, schema };
  });
}
