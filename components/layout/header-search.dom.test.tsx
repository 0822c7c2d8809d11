import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { productFixture } from '@/test/catalog-fixtures';
import { answerApi, type ApiCall } from '@/test/fake-api';
import { WithQueryClient } from '@/test/query-client';
import { HeaderSearch } from './header-search';

/**
 * The header search (ADR 0020h): a plain field in the server's HTML that becomes Headless UI's
 * combobox when the shopper reaches it, keeping what was typed and the focus; the suggestions
 * are options the arrows move through with the focus in the field. The journey, against the
 * real search, is e2e/search.spec.ts's.
 */
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => router,
}));

const notebooks = [1, 2, 3, 4, 5].map((id) =>
  productFixture({ id, name: `Notebook Demo ${id}`, url: `notebook-demo-${id}` }),
);
let calls: ApiCall[] = [];
beforeEach(() => {
  router.push.mockReset();
  calls = answerApi({
    success: true,
    content: {
      products: notebooks,
      total: 20,
      page: 1,
      pageCount: 1,
      facets: [],
      priceRange: { min: 0, max: 0 },
      departments: [
        { id: 1, name: 'Notebooks', url: 'notebooks', count: 20 },
        { id: 2, name: 'Peças', url: 'pecas', count: 3 },
        { id: 3, name: 'Outros', url: 'outros', count: 1 },
      ],
    },
  });
});

const search = () => (
  <WithQueryClient>
    <HeaderSearch
      locale="pt"
      usdPerBrl={0.2}
      labels={{ label: 'Buscar por produto', placeholder: 'O que você procura?', submit: 'Buscar' }}
    />
  </WithQueryClient>
);

let container: HTMLDivElement;
let root: ReturnType<typeof hydrateRoot> | undefined;
async function hydrate(typedBefore = '') {
  container = document.createElement('div');
  container.innerHTML = renderToString(search());
  document.body.append(container);
  const plain = screen.getByRole('combobox', { name: 'Buscar por produto' }) as HTMLInputElement;
  plain.value = typedBefore;
  await act(async () => {
    root = hydrateRoot(container, search());
  });
  return plain;
}
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  root = undefined;
});

const field = () =>
  screen.getByRole('combobox', { name: 'Buscar por produto' }) as HTMLInputElement;
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

test('the server sends a plain field; focusing it brings the combobox, with the text and the focus', async () => {
  const user = userEvent.setup();
  const plain = await hydrate();
  // Nothing of Headless UI before the shopper reaches the field.
  expect(plain.getAttribute('aria-expanded')).toBe('false');
  expect(plain.hasAttribute('data-headlessui-state')).toBe(false);
  // Focused, and typed into before the combobox's code has arrived.
  act(() => plain.focus());
  fireEvent.change(plain, { target: { value: 'noteb' } });
  expect(field()).toBe(plain);

  await waitFor(() => expect(field()).not.toBe(plain));
  expect(field().hasAttribute('data-headlessui-state')).toBe(true);
  expect(field().value).toBe('noteb');
  expect(document.activeElement).toBe(field());
  expect(field().selectionStart).toBe(5);
  expect(field().name).toBe('q');
  await user.type(field(), 'oo');
  expect(field().value).toBe('noteboo');

  await waitFor(() => expect(calls.at(-1)!.url).toContain('q=noteboo'));
  expect(await screen.findAllByRole('option')).toHaveLength(7);
  expect(field().getAttribute('aria-expanded')).toBe('true');
});

test('what was typed before hydration is kept and suggested for', async () => {
  const plain = await hydrate('noteboo');
  // The typed text alone brings the combobox (no focus, so it does not take one).
  await waitFor(() => expect(field()).not.toBe(plain));
  expect(document.activeElement).not.toBe(field());
  expect(field().value).toBe('noteboo');
  await act(async () => field().focus());
  expect(await screen.findAllByRole('option')).toHaveLength(7);
  expect(calls[0]!.url).toContain('q=noteboo');
});

test('Ver todos, 2 departments and 4 products as options; the arrows keep the focus in the field; Enter opens one', async () => {
  const user = userEvent.setup();
  await hydrate();
  await user.click(field());
  await user.type(field(), 'noteboo');
  await screen.findAllByRole('option');

  const listbox = screen.getByRole('listbox', { name: 'Sugestões para “noteboo”' });
  const departments = within(listbox).getByRole('group', { name: 'Departamentos' });
  expect(
    within(departments)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Notebooks20', 'Peças3']);
  const products = within(listbox).getByRole('group', { name: 'Produtos' });
  expect(within(products).getAllByRole('option')).toHaveLength(4);
  expect(screen.getByRole('status').textContent).toBe('6 sugestões');
  expect(field().getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
  // Real links: a middle click or a crawler follows them.
  expect(options()[0]!.textContent).toBe('Ver todos os 20 resultados');
  expect(options()[0]!.getAttribute('href')).toBe('/search?q=noteboo');
  expect(options()[1]!.getAttribute('href')).toBe('/notebooks');

  // 'Ver todos' is active as the list opens: Enter would search; the arrows move past it.
  expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  await user.keyboard('{ArrowDown}');
  expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(field());
  expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
  await user.keyboard('{Enter}');
  expect(router.push).toHaveBeenCalledWith('/pecas');
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('Enter searches for what was typed, with the list open, closed or still loading', async () => {
  const user = userEvent.setup();
  await hydrate();
  const submitted: string[] = [];
  container.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(String(new FormData(event.target as HTMLFormElement).get('q')));
  });
  await user.click(field());
  await user.type(field(), 'noteboo');
  await screen.findAllByRole('option');

  // Escape closes the list; ArrowDown opens it again, as a combobox does.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(screen.getByTestId('search-drawer').hidden).toBe(true);
  expect(field().getAttribute('aria-expanded')).toBe('false');
  expect(field().value).toBe('noteboo');
  await user.keyboard('{ArrowDown}');
  expect(field().getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('listbox')).toBeTruthy();
  await user.keyboard('{Escape}{Enter}');
  expect(submitted).toEqual(['noteboo']);

  // Back in the field, the list opens with 'Ver todos' active.
  await user.click(field());
  await screen.findAllByRole('option');
  await user.keyboard('{Enter}');
  expect(submitted).toEqual(['noteboo', 'noteboo']);

  // Typed on, and Enter before its suggestions came: the new term is searched.
  await user.click(field());
  await user.keyboard('x{Enter}');
  expect(submitted).toEqual(['noteboo', 'noteboo', 'noteboox']);
  expect(router.push).not.toHaveBeenCalled();
});

test('a click on a suggestion opens it', async () => {
  const user = userEvent.setup();
  await hydrate();
  await user.click(field());
  await user.type(field(), 'noteboo');
  const product = (await screen.findAllByTestId('search-suggestion'))[0]!;
  expect(product.textContent).toContain('Notebook Demo 1');
  await user.click(product);
  expect(router.push).toHaveBeenCalledWith('/notebook-demo-1');
  // Headless UI gives the focus back to the field a frame later: the list stays closed.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.activeElement).toBe(field());
  expect(screen.getByTestId('search-drawer').hidden).toBe(true);
});
