import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageEditorView } from '@/lib/contracts/back-office-pages';
import pt from '@/messages/pt.json';
import { PageEditor } from './page-editor';

jest.mock('@/lib/api-client/back-office', () => ({
  savePageDraft: jest.fn(),
  publishPage: jest.fn(),
  cancelPageSchedule: jest.fn(),
  listPageVersions: jest.fn(),
  restorePageVersion: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock above, typed
const api = require('@/lib/api-client/back-office') as Record<string, jest.Mock>;

const text = (title: string) => ({ type: 'info-card', props: { icon: 'pix', title } });
const page: PageEditorView = {
  id: 7,
  name: 'Ofertas',
  url: 'ofertas',
  status: 'published',
  visible: true,
  publishAt: null,
  updatedAt: '2026-11-28T12:00:00.000Z',
  publishedAt: '2026-11-28T12:00:00.000Z',
  revision: 3,
  draft: {
    name: 'Ofertas',
    url: 'ofertas',
    visible: true,
    metaTitle: null,
    metaKeywords: null,
    metaDescription: null,
    translations: {},
    blocks: [
      text('Pix'),
      { type: 'grid-container', props: {}, children: [text('Frete'), text('Troca')] },
      text('Garantia'),
    ],
  },
  problems: {},
};
const kinds = [
  { type: 'info-card', container: false, schema: { type: 'object', properties: {} } },
  { type: 'grid-container', container: true, schema: { type: 'object', properties: {} } },
];
const outline = () => screen.getByRole('group', { name: 'Blocos' });
const rows = () =>
  within(outline())
    .getAllByRole('button', { name: /^(Cartão de informação|Grade)/ })
    .map((b) => b.textContent);

function renderEditor() {
  return render(
    <PageEditor
      page={page}
      kinds={kinds}
      blockLabels={pt.backOffice.pages.blocks}
      fieldLabels={pt.backOffice.pages.fields}
      formTexts={{ ...pt.backOffice.pages.form, item: 'Item {n}' }}
    />,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  api.savePageDraft!.mockReset().mockImplementation(async (_id, body) => ({
    ...page,
    status: 'changed',
    revision: body.revision + 1,
    draft: body.draft,
  }));
});
afterEach(() => jest.useRealTimers());

test('a block moves from the keyboard, focus following it, and the draft is saved once the editor pauses', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderEditor();
  within(outline()).getByRole('button', { name: 'Descer: Cartão de informação: Pix' }).focus();
  await user.keyboard('{Enter}');
  // The grid's own blocks stay inside it.
  expect(rows()).toEqual([
    'Grade',
    'Cartão de informação · Frete',
    'Cartão de informação · Troca',
    'Cartão de informação · Pix',
    'Cartão de informação · Garantia',
  ]);
  expect(document.activeElement).toBe(
    within(outline()).getByRole('button', { name: 'Descer: Cartão de informação: Pix' }),
  );
  screen.getByText('Cartão de informação agora está na posição 2.');
  expect(screen.getByTestId('save-state').textContent).toBe('Alterações ainda não salvas');
  expect(api.savePageDraft).not.toHaveBeenCalled();

  await act(() => jest.advanceTimersByTimeAsync(700));
  expect(api.savePageDraft).toHaveBeenCalledTimes(1);
  const [id, body] = api.savePageDraft!.mock.calls[0]!;
  expect(id).toBe(7);
  expect(body.revision).toBe(3);
  expect(body.draft.blocks.map((b: { type: string }) => b.type)).toEqual([
    'grid-container',
    'info-card',
    'info-card',
  ]);
  expect(screen.getByTestId('save-state').textContent).toBe('Rascunho salvo');
});

test('a container is removed with what it holds only once asked; focus goes to the block now in its place', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderEditor();
  const remove = () => within(outline()).getByRole('button', { name: /^Remover: Grade/ });
  await user.click(remove());
  const dialog = await screen.findByRole('dialog', { name: 'Remover Grade?' });
  expect(dialog.textContent).toContain('Os 2 blocos dentro dele também serão removidos.');
  await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
  expect(rows()).toHaveLength(5);

  await user.click(remove());
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remover Grade?' })).getByRole('button', {
      name: 'Remover',
    }),
  );
  expect(rows()).toEqual(['Cartão de informação · Pix', 'Cartão de informação · Garantia']);
  expect(document.activeElement).toBe(
    within(outline()).getByRole('button', { name: /^Cartão de informação · Garantia/ }),
  );
  screen.getByText('Bloco removido: Grade.');
});
