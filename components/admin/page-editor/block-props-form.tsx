'use client';

import type { ChangeEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { secondaryButtonClass, smallButtonClass } from '@/components/ui/button-classes';
import { fieldInputClass } from '@/components/ui/form-field';

/** The part of a block's JSON Schema (zod's `toJSONSchema`, io 'input') the form reads. */
export type PropsSchema = {
  type?: string | string[];
  properties?: Record<string, PropsSchema>;
  required?: string[];
  items?: PropsSchema;
  enum?: (string | number)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

export type BlockPropsFormTexts = {
  add: string;
  remove: string;
  moveUp: string;
  moveDown: string;
  none: string;
  /** An array item's heading, `{n}` its 1-based position ('Item {n}'). */
  item: string;
  /** Read by screen readers after a required field's label ('obrigatório'). */
  required: string;
  /** A translated yes/no's choices ('Sim', 'Não'): only when translating. */
  yes: string;
  no: string;
};

type Ctx = {
  errors: Record<string, string[]>;
  idPrefix: string;
  labels: Record<string, string>;
  texts: BlockPropsFormTexts;
  /** Editing a translation: nothing required, lists shaped as the Portuguese's. */
  translating: boolean;
};

type FieldProps = {
  schema: PropsSchema;
  path: string;
  name: string;
  label: string;
  required: boolean;
  value: unknown;
  /** When translating, the Portuguese value at the same path: the hint of an empty field. */
  base?: unknown;
  /** undefined removes the key: the server then applies its default or says it is required. */
  onChange: (next: unknown) => void;
  ctx: Ctx;
  /** An array item's buttons, beside its heading. */
  actions?: ReactNode;
};

const labelClass = 'text-sm font-medium';
const groupClass = 'grid gap-3 rounded-lg border border-neutral-200 p-3';

/** 'images.0.url' → 'prefix-images-0-url'; the block itself is the prefix. */
const idOf = (ctx: Ctx, path: string) =>
  path ? `${ctx.idPrefix}-${path.replaceAll('.', '-')}` : ctx.idPrefix;
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const shown = (value: unknown) => (value == null ? '' : String(value));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translation without what it leaves to the Portuguese: no '' or null, no empty object or list,
 * no null at a list's end. A list keeps null in the places before a translated item.
 */
function pruned(value: unknown): unknown {
  if (value === '' || value == null) return undefined;
  if (Array.isArray(value)) {
    // Array.from visits holes too, as undefined.
    const items = Array.from(value, (item: unknown) => pruned(item) ?? null);
    while (items.length && items.at(-1) === null) items.pop();
    return items.length ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const kept = pruned(item);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

function Errors({ id, texts }: { id: string; texts?: string[] }) {
  if (!texts?.length) return null;
  return (
    <div id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {texts.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}

/** A block's props, one field per property of its schema, in the schema's order. */
export function BlockPropsForm(props: {
  schema: PropsSchema;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors: Record<string, string[]>;
  idPrefix: string;
  labels: Record<string, string>;
  texts: BlockPropsFormTexts;
  /** Editing a translation: `value` is the overlay, `fallback` the Portuguese props it falls back to. */
  translating?: { fallback: Record<string, unknown> };
}) {
  const { schema, value, onChange, errors, idPrefix, labels, texts, translating } = props;
  const ctx: Ctx = { errors, idPrefix, labels, texts, translating: translating !== undefined };
  // The block's own errors: '' from a check of the whole object, '_' from the server.
  const blockErrors = [...(errors[''] ?? []), ...(errors['_'] ?? [])];
  return (
    <div className="grid gap-3">
      <Errors id={idPrefix} texts={blockErrors} />
      <ObjectFields
        schema={schema}
        path=""
        value={value}
        base={translating?.fallback}
        ctx={ctx}
        // A translation is handed on as its smallest overlay: only what was translated.
        onChange={
          translating
            ? (next) => onChange((pruned(next) ?? {}) as Record<string, unknown>)
            : onChange
        }
      />
    </div>
  );
}

function ObjectFields({
  schema,
  path,
  value,
  base,
  ctx,
  onChange,
}: Pick<FieldProps, 'schema' | 'path' | 'value' | 'base' | 'ctx'> & {
  onChange: (next: Record<string, unknown>) => void;
}) {
  const object = (value ?? {}) as Record<string, unknown>;
  const baseObject = isObject(base) ? base : {};
  return Object.entries(schema.properties ?? {}).map(([key, child]) => (
    <Field
      key={key}
      schema={child}
      path={join(path, key)}
      name={key}
      label={ctx.labels[key] ?? key}
      // A translation falls back to the Portuguese: none of its fields is required.
      required={!ctx.translating && (schema.required?.includes(key) ?? false)}
      value={object[key]}
      base={baseObject[key]}
      ctx={ctx}
      onChange={(next) => {
        // A new object each time; an emptied field leaves no key behind.
        const copy = { ...object, [key]: next };
        if (next === undefined) delete copy[key];
        onChange(copy);
      }}
    />
  ));
}

function Field(props: FieldProps) {
  const { schema, path, name, label, required, value, base, onChange, ctx, actions } = props;
  const id = idOf(ctx, path);
  const errors = ctx.errors[path];
  const errorId = errors?.length ? `${id}-error` : undefined;
  const errorsEl = <Errors id={id} texts={errors} />;
  // A required field's star is for the eye; screen readers read the word instead.
  const title = required ? (
    <>
      {label} <span aria-hidden="true">*</span>
      <span className="sr-only"> {ctx.texts.required}</span>
    </>
  ) : (
    label
  );

  if (schema.type === 'object' || schema.type === 'array') {
    return (
      <fieldset
        className={schema.type === 'object' || actions ? groupClass : 'grid gap-3'}
        aria-describedby={errorId}
      >
        <legend className={`px-1 ${labelClass}`}>{title}</legend>
        {actions}
        {errorsEl}
        {schema.type === 'object' ? <ObjectFields {...props} /> : <ArrayItems {...props} />}
      </fieldset>
    );
  }

  const aria = { id, 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId };
  // What the field falls back to when left empty, as a hint rather than a value: the server's
  // default or, in a translation, the Portuguese.
  const fromBase = ctx.translating && base != null && base !== '' && typeof base !== 'object';
  const fallback = fromBase ? base : schema.default;
  const labelEl = (
    <label htmlFor={id} className={labelClass}>
      {title}
    </label>
  );
  if (schema.type === 'boolean' && !ctx.translating) {
    return (
      <div>
        <div className="flex min-h-11 items-center gap-2">
          <input
            {...aria}
            type="checkbox"
            checked={Boolean(value ?? schema.default ?? false)}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 shrink-0"
          />
          <label htmlFor={id} className="text-sm">
            {title}
          </label>
        </div>
        {errorsEl}
      </div>
    );
  }

  const typed = {
    ...aria,
    value: shown(value),
    placeholder: fallback == null || fallback === '' ? undefined : String(fallback),
    className: fieldInputClass,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value === '' ? undefined : event.target.value),
  };
  let control: ReactNode;
  if (schema.type === 'boolean') {
    // Translating (a checkbox is handled above): yes, no, or as in Portuguese, the empty choice
    // that leaves the key out.
    control = (
      <select
        {...aria}
        value={typeof value === 'boolean' ? String(value) : ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : event.target.value === 'true')
        }
        className={fieldInputClass}
      >
        <option value="">
          {typeof fallback === 'boolean'
            ? `${ctx.texts.none} (${fallback ? ctx.texts.yes : ctx.texts.no})`
            : ctx.texts.none}
        </option>
        <option value="true">{ctx.texts.yes}</option>
        <option value="false">{ctx.texts.no}</option>
      </select>
    );
  } else if (schema.enum) {
    const options = schema.enum;
    control = (
      <select
        {...aria}
        value={shown(value ?? (required ? fallback : undefined))}
        onChange={(event) => onChange(options.find((o) => String(o) === event.target.value))}
        className={fieldInputClass}
      >
        {/* Left empty, the block uses its default: said beside the empty choice. */}
        {!required && (
          <option value="">
            {fallback == null ? ctx.texts.none : `${ctx.texts.none} (${String(fallback)})`}
          </option>
        )}
        {/* A required choice with neither value nor default starts on a blank entry. */}
        {required && value == null && fallback == null && <option value="" disabled />}
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (schema.type === 'integer' || schema.type === 'number') {
    control = (
      <input
        {...typed}
        type="number"
        min={schema.minimum}
        max={schema.maximum}
        step={schema.type === 'integer' ? 1 : 'any'}
        onChange={(event) => {
          const number = Number(event.target.value);
          onChange(event.target.value === '' || Number.isNaN(number) ? undefined : number);
        }}
      />
    );
  } else if (name === 'html' || (schema.maxLength ?? 0) > 2048) {
    // Longer than an address (2048): a text of paragraphs.
    control = <textarea {...typed} rows={6} maxLength={schema.maxLength} />;
  } else if (name === 'dateEnd') {
    // The countdown reads only the day (lib/domain/countdown.ts), so that is what is shown.
    control = <input {...typed} type="date" value={typed.value.slice(0, 10)} />;
  } else {
    // Strings, and ['number', 'string'] (a form's id or key), kept as typed.
    control = <input {...typed} type="text" maxLength={schema.maxLength} />;
  }
  return (
    <div className={actions ? groupClass : undefined}>
      <div className="flex flex-wrap items-center gap-2">
        {labelEl}
        {actions}
      </div>
      {control}
      {errorsEl}
    </div>
  );
}

/** A list of strings or objects: a bordered group per item, moved, removed and added by buttons. */
function ArrayItems(props: FieldProps) {
  if (props.ctx.translating) return <TranslatedItems {...props} />;
  const { schema, path, name, label, value, onChange, ctx } = props;
  const list = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? { type: 'string' };
  const objects = itemSchema.type === 'object';
  const itemId = (i: number) => idOf(ctx, join(path, i));
  const addId = `${idOf(ctx, path)}--add`;
  // The pressed button may move, go or be disabled with the change: focus follows the item.
  const update = (next: unknown[], focusId: string) => {
    flushSync(() => onChange(next));
    document.getElementById(focusId)?.focus();
  };
  const move = (from: number, to: number) => {
    const next = list.with(from, list[to]).with(to, list[from]);
    const atEnd = to === 0 || to === list.length - 1;
    update(next, `${itemId(to)}--${to < from !== atEnd ? 'up' : 'down'}`);
  };
  const add = () => {
    const firstKey = Object.keys(itemSchema.properties ?? {})[0];
    const at = join(path, list.length);
    update([...list, objects ? {} : ''], idOf(ctx, firstKey ? join(at, firstKey) : at));
  };

  return (
    <>
      {list.map((item, i) => {
        const itemLabel = ctx.texts.item.replace('{n}', String(i + 1));
        const button = (
          kind: string,
          text: string,
          icon: string,
          off: boolean,
          act: () => void,
        ) => (
          <button
            id={`${itemId(i)}--${kind}`}
            type="button"
            aria-label={`${text} ${itemLabel}`}
            disabled={off}
            onClick={act}
            className={smallButtonClass}
          >
            <span aria-hidden="true">{icon}</span>
          </button>
        );
        const actions = (
          <div className="ml-auto flex gap-1 justify-self-end">
            {button('up', ctx.texts.moveUp, '↑', i === 0, () => move(i, i - 1))}
            {button('down', ctx.texts.moveDown, '↓', i === list.length - 1, () => move(i, i + 1))}
            {button('remove', ctx.texts.remove, '✕', list.length <= (schema.minItems ?? 0), () =>
              update(list.toSpliced(i, 1), addId),
            )}
          </div>
        );
        return (
          <Field
            key={i}
            schema={itemSchema}
            path={join(path, i)}
            name={name}
            label={itemLabel}
            required={false}
            value={item}
            ctx={ctx}
            actions={actions}
            // A list keeps its positions: an emptied string stays as ''.
            onChange={(next) => onChange(list.with(i, next ?? ''))}
          />
        );
      })}
      <button
        id={addId}
        type="button"
        aria-label={`${ctx.texts.add} ${label}`}
        disabled={schema.maxItems !== undefined && list.length >= schema.maxItems}
        onClick={add}
        className={`${secondaryButtonClass} justify-self-start`}
      >
        {ctx.texts.add}
      </button>
    </>
  );
}

/**
 * A list's translation: its items are the Portuguese list's, in its order, without buttons (the
 * shape of a list is the Portuguese page's; only its texts are translated). The overlay may be
 * shorter or have holes: item i is read from it, and written to it padded with null.
 */
function TranslatedItems({ schema, path, name, value, base, onChange, ctx }: FieldProps) {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const baseList: unknown[] = Array.isArray(base) ? base : [];
  const itemSchema = schema.items ?? { type: 'string' };
  return baseList.map((baseItem, i) => (
    <Field
      key={i}
      schema={itemSchema}
      path={join(path, i)}
      name={name}
      label={ctx.texts.item.replace('{n}', String(i + 1))}
      required={false}
      value={list[i]}
      base={baseItem}
      ctx={ctx}
      onChange={(next) =>
        onChange(
          Array.from({ length: Math.max(list.length, i + 1) }, (_, j) =>
            j === i ? (next ?? null) : (list[j] ?? null),
          ),
        )
      }
    />
  ));
}
