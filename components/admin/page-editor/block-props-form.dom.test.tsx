import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BlockPropsForm, type BlockPropsFormTexts, type PropsSchema } from './block-props-form';

// Blocks' props schemas as z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) gives
// them, trimmed to the properties each test needs.
const url = { type: 'string', maxLength: 2048 };
const alt = { default: '', type: 'string', maxLength: 300 };
const align = { default: 'left', type: 'string', enum: ['left', 'center', 'right'] };
const button: PropsSchema = {
  type: 'object',
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 120 },
    target: { type: 'string', enum: ['_self', '_blank'] },
    align,
  },
  required: ['text'],
};
const card: PropsSchema = {
  type: 'object',
  properties: { title: { type: 'string', maxLength: 160 } },
};
const gridContainer: PropsSchema = {
  type: 'object',
  properties: { columns: { default: 4, type: 'integer', minimum: 1, maximum: 12 } },
};
const box: PropsSchema = {
  type: 'object',
  properties: {
    padding: { default: 'md', type: 'string', enum: ['none', 'sm', 'md', 'lg'] },
    border: { default: false, type: 'boolean' },
    rounded: { default: true, type: 'boolean' },
  },
};
const serviceCentre: PropsSchema = {
  type: 'object',
  properties: { centre: { type: 'string', enum: ['sales', 'service', 'support'] } },
  required: ['centre'],
};
const bannerSlider: PropsSchema = {
  type: 'object',
  properties: {
    images: {
      minItems: 1,
      maxItems: 3, // 12 in the block; 3 here to reach it
      type: 'array',
      items: {
        type: 'object',
        properties: { url, alt, text1: { type: 'string', maxLength: 120 } },
        required: ['url'],
      },
    },
    width: { default: 1200, type: 'integer', minimum: 1, maximum: 10000 },
  },
  required: ['images'],
};
const imageComparison: PropsSchema = {
  type: 'object',
  properties: {
    before: { type: 'object', properties: { url, alt }, required: ['url'] },
    start: { default: 50, type: 'integer', minimum: 0, maximum: 100 },
  },
  required: ['before'],
};
const misc: PropsSchema = {
  type: 'object',
  properties: {
    html: { type: 'string', maxLength: 100000 },
    dateEnd: { type: 'string' },
    formId: { type: ['number', 'string'] },
    frames: { minItems: 2, maxItems: 120, type: 'array', items: url },
  },
  required: ['html', 'dateEnd', 'formId', 'frames'],
};

const texts: BlockPropsFormTexts = {
  add: 'Adicionar',
  remove: 'Remover',
  moveUp: 'Subir',
  moveDown: 'Descer',
  none: 'Nenhum',
  item: 'Item {n}',
  required: 'obrigatório',
  yes: 'Sim',
  no: 'Não',
};
const labels = {
  text: 'Texto',
  target: 'Abrir em',
  title: 'Título',
  columns: 'Colunas',
  padding: 'Espaçamento',
  border: 'Borda',
  rounded: 'Cantos arredondados',
  centre: 'Central',
  images: 'Imagens',
  url: 'Endereço da imagem',
  before: 'Antes',
  text1: 'Texto 1',
};

/** The form as the page builder holds it: its value in state, every change recorded. */
function edit(
  schema: PropsSchema,
  initial: Record<string, unknown> = {},
  errors: Record<string, string[]> = {},
  translating?: { fallback: Record<string, unknown> },
) {
  const changes: Record<string, unknown>[] = [];
  function Editor() {
    const [value, setValue] = useState(initial);
    return (
      <BlockPropsForm
        schema={schema}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        errors={errors}
        idPrefix="block-7"
        labels={labels}
        texts={texts}
        translating={translating}
      />
    );
  }
  render(<Editor />);
  return { user: userEvent.setup(), changes, last: () => changes.at(-1) };
}

test('a required text is marked for the eye and for screen readers, and typing sets it', async () => {
  const initial = { align: 'center' };
  const { user, changes, last } = edit(button, initial);
  const field = screen.getByRole('textbox', { name: 'Texto obrigatório' });
  expect(field.id).toBe('block-7-text');
  expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByText('obrigatório').className).toContain('sr-only');
  expect(field.getAttribute('maxlength')).toBe('120');

  await user.type(field, 'Comprar');
  expect(last()).toEqual({ align: 'center', text: 'Comprar' });
  // Each edit is a new object; what the builder held is left as it was.
  expect(changes[0]).not.toBe(initial);
  expect(initial).toEqual({ align: 'center' });
});

test('clearing an optional text removes its key', async () => {
  const { user, last } = edit(card, { title: 'Ofertas' });
  await user.clear(screen.getByRole('textbox', { name: 'Título' }));
  expect(last()).toEqual({});
  expect('title' in last()!).toBe(false);
});

test('a number is stored as a number, its default only a placeholder', async () => {
  const { user, changes, last } = edit(gridContainer);
  const columns = screen.getByRole('spinbutton', { name: 'Colunas' }) as HTMLInputElement;
  expect([columns.placeholder, columns.value, columns.min, columns.max, columns.step]).toEqual([
    '4',
    '',
    '1',
    '12',
    '1',
  ]);
  expect(changes).toHaveLength(0);

  await user.type(columns, '6');
  expect(last()).toEqual({ columns: 6 });
  await user.clear(columns);
  expect(last()).toEqual({});
});

test('a checkbox starts from the value or the default and stores true or false', async () => {
  const { user, last } = edit(box);
  const border = screen.getByRole('checkbox', { name: 'Borda' }) as HTMLInputElement;
  const rounded = screen.getByRole('checkbox', { name: 'Cantos arredondados' }) as HTMLInputElement;
  expect([border.checked, rounded.checked]).toEqual([false, true]);

  await user.click(rounded);
  expect(last()).toEqual({ rounded: false });
  await user.click(border);
  expect(last()).toEqual({ rounded: false, border: true });
  expect([border.checked, rounded.checked]).toEqual([true, false]);
});

test('an optional choice offers none, which removes the key; a required one does not', async () => {
  const { user, last } = edit(box, { padding: 'sm' });
  const padding = screen.getByRole('combobox', { name: 'Espaçamento' }) as HTMLSelectElement;
  expect(
    within(padding)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Nenhum (md)', 'none', 'sm', 'md', 'lg']);
  expect(padding.value).toBe('sm');

  await user.selectOptions(padding, 'lg');
  expect(last()).toEqual({ padding: 'lg' });
  await user.selectOptions(padding, 'Nenhum (md)');
  expect(last()).toEqual({});
  expect(padding.value).toBe('');

  render(
    <BlockPropsForm
      schema={serviceCentre}
      value={{}}
      onChange={() => undefined}
      errors={{}}
      idPrefix="block-8"
      labels={labels}
      texts={texts}
    />,
  );
  const centre = screen.getByRole('combobox', { name: 'Central obrigatório' }) as HTMLSelectElement;
  expect(within(centre).queryByRole('option', { name: 'Nenhum' })).toBeNull();
  // Nothing is chosen yet: the selected entry is the blank one, not 'sales'.
  expect([centre.value, centre.selectedOptions[0]?.textContent]).toEqual(['', '']);
});

test("a banner slider's images are added, moved and removed, never below minItems", async () => {
  const { user, last } = edit(bannerSlider, { images: [{ url: 'a.jpg' }] });
  const images = screen.getByRole('group', { name: 'Imagens obrigatório' });
  const removeFirst = within(images).getByRole('button', { name: 'Remover Item 1' });
  expect((removeFirst as HTMLButtonElement).disabled).toBe(true);
  expect(
    (within(images).getByRole('button', { name: 'Subir Item 1' }) as HTMLButtonElement).disabled,
  ).toBe(true);

  await user.click(within(images).getByRole('button', { name: 'Adicionar Imagens' }));
  expect(last()).toEqual({ images: [{ url: 'a.jpg' }, {}] });
  // Focus moves to the new image's first field, named within its group.
  const second = screen.getByRole('group', { name: 'Item 2' });
  const secondUrl = within(second).getByRole('textbox', { name: 'Endereço da imagem obrigatório' });
  expect(document.activeElement).toBe(secondUrl);
  expect(secondUrl.id).toBe('block-7-images-1-url');
  expect((removeFirst as HTMLButtonElement).disabled).toBe(false);

  await user.type(secondUrl, 'b.jpg');
  expect(last()).toEqual({ images: [{ url: 'a.jpg' }, { url: 'b.jpg' }] });

  await user.click(within(second).getByRole('button', { name: 'Subir Item 2' }));
  expect(last()).toEqual({ images: [{ url: 'b.jpg' }, { url: 'a.jpg' }] });
  // The moved image is now first; focus stays with it, on the move button it can still use.
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Descer Item 1');
  const first = screen.getByRole('group', { name: 'Item 1' });
  expect(
    (within(first).getByRole('textbox', { name: /^Endereço/ }) as HTMLTextAreaElement).value,
  ).toBe('b.jpg');

  await user.click(screen.getByRole('button', { name: 'Remover Item 2' }));
  expect(last()).toEqual({ images: [{ url: 'b.jpg' }] });
  expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
  expect(
    (screen.getByRole('button', { name: 'Remover Item 1' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

test('adding stops at maxItems', async () => {
  const { user } = edit(bannerSlider, { images: [{ url: 'a.jpg' }, { url: 'b.jpg' }] });
  const add = screen.getByRole('button', { name: 'Adicionar Imagens' }) as HTMLButtonElement;
  await user.click(add);
  expect(add.disabled).toBe(true);
  expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(3);
});

test("a nested object's fields edit their own path", async () => {
  const { user, last } = edit(imageComparison, { start: 40 });
  const before = screen.getByRole('group', { name: 'Antes obrigatório' });
  expect(before.tagName).toBe('FIELDSET');
  const beforeUrl = within(before).getByRole('textbox', { name: 'Endereço da imagem obrigatório' });
  expect(beforeUrl.id).toBe('block-7-before-url');

  await user.type(beforeUrl, 'x');
  expect(last()).toEqual({ start: 40, before: { url: 'x' } });
  await user.type(within(before).getByRole('textbox', { name: 'alt' }), 'y');
  expect(last()).toEqual({ start: 40, before: { url: 'x', alt: 'y' } });
});

test('errors show under their field, the array and the block, tied to them for screen readers', () => {
  edit(
    bannerSlider,
    { images: [{}] },
    {
      'images.0.url': ['Campo obrigatório'],
      images: ['Ao menos uma imagem'],
      _: ['Bloco inválido'],
    },
  );
  const field = screen.getByRole('textbox', { name: 'Endereço da imagem obrigatório' });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toBe('block-7-images-0-url-error');
  const error = document.getElementById('block-7-images-0-url-error')!;
  expect(error.textContent).toBe('Campo obrigatório');
  expect(error.className).toContain('text-sm text-red-700');
  expect(error.getAttribute('role')).toBeNull();

  const images = screen.getByRole('group', { name: 'Imagens obrigatório' });
  expect(images.getAttribute('aria-describedby')).toBe('block-7-images-error');
  expect(document.getElementById('block-7-images-error')!.textContent).toBe('Ao menos uma imagem');
  expect(document.getElementById('block-7-error')!.textContent).toBe('Bloco inválido');
  // The width, without an error, is neither invalid nor described.
  const width = screen.getByRole('spinbutton', { name: 'width' });
  expect([width.getAttribute('aria-invalid'), width.getAttribute('aria-describedby')]).toEqual([
    null,
    null,
  ]);
});

test('html is a text area, dateEnd a date, a form id a text kept as typed, strings a list', async () => {
  const { user, last } = edit(misc, { frames: ['1.jpg', '2.jpg'] });
  expect(screen.getByRole('textbox', { name: 'html obrigatório' }).tagName).toBe('TEXTAREA');
  expect((screen.getByLabelText(/^dateEnd/) as HTMLInputElement).type).toBe('date');

  await user.type(screen.getByRole('textbox', { name: 'formId obrigatório' }), '12');
  expect(last()).toEqual({ frames: ['1.jpg', '2.jpg'], formId: '12' });

  // A string item is labelled by its heading; emptied, it keeps its place as ''.
  await user.clear(screen.getByRole('textbox', { name: 'Item 2' }));
  expect(last()).toEqual({ frames: ['1.jpg', ''], formId: '12' });
  expect(
    (screen.getByRole('button', { name: 'Remover Item 1' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Adicionar frames' }));
  expect(last()).toEqual({ frames: ['1.jpg', '', ''], formId: '12' });
  expect(document.activeElement?.id).toBe('block-7-frames-2');
});

describe('a translation', () => {
  // The Portuguese page's slider: two images, their texts the translation's hints.
  const portuguese = {
    images: [
      { url: 'a.jpg', text1: 'Olá' },
      { url: 'b.jpg', text1: 'Promoção' },
    ],
    width: 800,
  };
  const translate = (
    schema: PropsSchema,
    fallback: Record<string, unknown>,
    overlay: Record<string, unknown> = {},
    errors: Record<string, string[]> = {},
  ) => edit(schema, overlay, errors, { fallback });

  test("shows the Portuguese list's items, without buttons, its texts as placeholders", async () => {
    const { user, changes, last } = translate(bannerSlider, portuguese);
    const items = screen.getAllByRole('group', { name: /^Item \d$/ });
    expect(items).toHaveLength(2);
    // The shape of the list is the Portuguese page's: nothing to add, remove or move.
    expect(screen.queryAllByRole('button')).toEqual([]);
    const placeholders = (item: HTMLElement) =>
      within(item)
        .getAllByRole('textbox')
        .map((field) => [
          (field as HTMLInputElement).placeholder,
          (field as HTMLInputElement).value,
        ]);
    expect(placeholders(items[0]!)).toEqual([
      ['a.jpg', ''],
      ['', ''],
      ['Olá', ''],
    ]);
    expect(placeholders(items[1]!)).toEqual([
      ['b.jpg', ''],
      ['', ''],
      ['Promoção', ''],
    ]);
    expect(
      (screen.getByRole('spinbutton', { name: 'width' }) as HTMLInputElement).placeholder,
    ).toBe('800');

    // Nothing is required: the Portuguese fills what is left empty.
    expect(screen.getByRole('group', { name: 'Imagens' })).toBeTruthy();
    expect(within(items[1]!).getByRole('textbox', { name: 'Endereço da imagem' })).toBeTruthy();
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.queryByText('obrigatório')).toBeNull();
    expect(changes).toHaveLength(0);

    const text1 = within(items[1]!).getByRole('textbox', { name: 'Texto 1' });
    expect(text1.id).toBe('block-7-images-1-text1');
    await user.type(text1, 'Sale');
    expect(last()).toEqual({ images: [null, { text1: 'Sale' }] });
    await user.clear(text1);
    expect(last()).toEqual({});
  });

  test('reads a shorter overlay by position and writes back only what is translated', async () => {
    const { user, last } = translate(
      bannerSlider,
      portuguese,
      { images: [{ text1: 'Hello' }] },
      { 'images.1.text1': ['Texto longo demais'] },
    );
    const [first, second] = screen.getAllByRole('group', { name: /^Item \d$/ });
    const firstText = within(first!).getByRole('textbox', { name: 'Texto 1' });
    const secondText = within(second!).getByRole('textbox', { name: 'Texto 1' });
    expect([(firstText as HTMLInputElement).value, (secondText as HTMLInputElement).value]).toEqual(
      ['Hello', ''],
    );
    // Errors are keyed by the overlay's paths, as the Portuguese form's are.
    expect(secondText.getAttribute('aria-describedby')).toBe('block-7-images-1-text1-error');
    expect(document.getElementById('block-7-images-1-text1-error')!.textContent).toBe(
      'Texto longo demais',
    );

    await user.type(secondText, 'Hi');
    expect(last()).toEqual({ images: [{ text1: 'Hello' }, { text1: 'Hi' }] });
    // Emptied, the first image leaves a hole before the translated second one.
    await user.clear(firstText);
    expect(last()).toEqual({ images: [null, { text1: 'Hi' }] });
    await user.type(within(first!).getByRole('textbox', { name: 'alt' }), 'A');
    expect(last()).toEqual({ images: [{ alt: 'A' }, { text1: 'Hi' }] });
  });

  test('offers yes, no or as in Portuguese for a flag, and as in Portuguese for a choice', async () => {
    const { user, last } = translate(box, { padding: 'lg', border: true }, { rounded: false });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
    const options = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    // The Portuguese value, or its default where the Portuguese has none, beside the empty choice.
    expect(options('Espaçamento')).toEqual(['Nenhum (lg)', 'none', 'sm', 'md', 'lg']);
    expect(options('Borda')).toEqual(['Nenhum (Sim)', 'Sim', 'Não']);
    expect(options('Cantos arredondados')).toEqual(['Nenhum (Sim)', 'Sim', 'Não']);
    expect(
      ['Espaçamento', 'Borda', 'Cantos arredondados'].map((name) => select(name).value),
    ).toEqual(['', '', 'false']);

    await user.selectOptions(select('Espaçamento'), 'sm');
    expect(last()).toEqual({ rounded: false, padding: 'sm' });
    await user.selectOptions(select('Borda'), 'Não');
    expect(last()).toEqual({ rounded: false, padding: 'sm', border: false });
    await user.selectOptions(select('Cantos arredondados'), 'Nenhum (Sim)');
    expect(last()).toEqual({ padding: 'sm', border: false });
    await user.selectOptions(select('Espaçamento'), 'Nenhum (lg)');
    expect(last()).toEqual({ border: false });
    expect(select('Espaçamento').value).toBe('');
  });

  test('lets a required choice fall back to the Portuguese', async () => {
    const { user, last } = translate(serviceCentre, { centre: 'service' });
    const centre = screen.getByRole('combobox', { name: 'Central' }) as HTMLSelectElement;
    expect(centre.value).toBe('');
    expect(centre.selectedOptions[0]?.textContent).toBe('Nenhum (service)');
    await user.selectOptions(centre, 'support');
    expect(last()).toEqual({ centre: 'support' });
    await user.selectOptions(centre, 'Nenhum (service)');
    expect(last()).toEqual({});
  });
});
