/**
 * The persisted stores in a browser-like global scope: the browser database (idb-keyval, mocked),
 * localStorage (a map) and fetch for the server calls of a logged-in customer.
 */
jest.mock('idb-keyval', () => ({ get: jest.fn(), set: jest.fn() }));
// Each test loads the stores anew (jest.resetModules), and with them a new mock of idb-keyval.
let idbGet: jest.Mock;
let idbSet: jest.Mock;

class MemoryStorage {
  data = new Map<string, string>();
  failing = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failing) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
}

let storage: MemoryStorage;
const fetchMock = jest.fn();

beforeEach(async () => {
  jest.resetModules();
  const idb = await import('idb-keyval');
  idbGet = idb.get as jest.Mock;
  idbSet = (idb.set as jest.Mock).mockResolvedValue(undefined);
  fetchMock.mockReset();
  storage = new MemoryStorage();
  Object.assign(globalThis, {
    window: { localStorage: storage, addEventListener: jest.fn() },
    document: { documentElement: { dataset: { store: 'demo' } } },
    fetch: fetchMock,
  });
});

/** A fresh copy of the module (each holds one store), read as a mounted component would. */
async function loadFavourites() {
  const store = await import('./store');
  await new Promise<void>((resolve) => {
    const stop = store.favouritesStore.subscribe(() => {
      if (store.favouritesStore.getSnapshot().ready) {
        stop();
        resolve();
      }
    });
  });
  return store;
}

const answer = (status: number, content: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ success: status < 400, content, message: 'x' }), { status }),
  );

describe('persisted favourites', () => {
  test('nothing is written before the first read, and the read comes from the store database', async () => {
    let finishRead: (value: unknown) => void = () => undefined;
    idbGet.mockReturnValue(new Promise((resolve) => (finishRead = resolve)));
    const { favouritesStore } = await import('./store');
    const stop = favouritesStore.subscribe(() => undefined);
    expect(favouritesStore.getSnapshot()).toEqual({ ready: false, value: [] });
    expect(await favouritesStore.update(() => [99])).toBe(false);
    expect(idbSet).not.toHaveBeenCalled();

    finishRead([4, 2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idbGet).toHaveBeenCalledWith('favorites:demo');
    expect(favouritesStore.getSnapshot()).toEqual({ ready: true, value: [4, 2] });
    stop();
  });

  test('a toggle is saved per store in the database and as a list of ids in localStorage', async () => {
    idbGet.mockResolvedValue(undefined);
    const { toggleFavourite, favouritesStore } = await loadFavourites();
    expect(await toggleFavourite(5)).toBe('added');
    expect(await toggleFavourite(8)).toBe('added');
    expect(favouritesStore.getSnapshot().value).toEqual([8, 5]);
    expect(idbSet).toHaveBeenLastCalledWith('favorites:demo', [8, 5]);
    expect(storage.getItem('favorites')).toBe('[8,5]');
    expect(await toggleFavourite(5)).toBe('removed');
    expect(storage.getItem('favorites')).toBe('[8]');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('without the browser database the localStorage list is read; when nothing saves, the toggle is undone', async () => {
    idbGet.mockImplementation(() => {
      throw new ReferenceError('indexedDB is not defined');
    });
    idbSet.mockImplementation(() => {
      throw new ReferenceError('indexedDB is not defined');
    });
    storage.data.set('favorites', '[3,"x",3,-1]');
    const { toggleFavourite, favouritesStore } = await loadFavourites();
    expect(favouritesStore.getSnapshot().value).toEqual([3]);
    expect(await toggleFavourite(6)).toBe('added');
    expect(storage.getItem('favorites')).toBe('[6,3]');

    storage.failing = true;
    expect(await toggleFavourite(3)).toBe('removeError');
    expect(favouritesStore.getSnapshot().value).toEqual([6, 3]);
  });

  test('with a token the lists are merged with the server after the read, and toggles go there too', async () => {
    idbGet.mockResolvedValue([5, 4]);
    storage.data.set('accessToken', 'token-of-maria-0123456789');
    fetchMock
      .mockReturnValueOnce(answer(200, { productIds: [4, 9] })) // GET
      .mockReturnValueOnce(answer(200, { productIds: [5, 4, 9] })); // PUT [5]
    const { favouritesStore, toggleFavourite } = await loadFavourites();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(favouritesStore.getSnapshot().value).toEqual([5, 4, 9]);
    const [, put] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/customer/favorites');
    expect(put.method).toBe('PUT');
    expect(put.body).toBe(JSON.stringify({ productIds: [5] }));
    expect((put.headers as Record<string, string>).authorization).toBe(
      'Bearer token-of-maria-0123456789',
    );

    // The server refuses a removal: the product comes back where it was, with the error.
    fetchMock.mockReturnValueOnce(answer(500, undefined));
    expect(await toggleFavourite(4)).toBe('removeError');
    expect(favouritesStore.getSnapshot().value).toEqual([5, 4, 9]);
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/customer/favorites/4');

    // An expired session keeps the change in this browser.
    fetchMock.mockReturnValueOnce(answer(401, undefined));
    expect(await toggleFavourite(7)).toBe('added');
    expect(favouritesStore.getSnapshot().value).toEqual([7, 5, 4, 9]);
  });

  test('ids the server refuses during the merge are dropped, the rest is merged', async () => {
    idbGet.mockResolvedValue([12, 11, 10]);
    storage.data.set('accessToken', 'token-of-maria-0123456789');
    fetchMock
      .mockReturnValueOnce(answer(200, { productIds: [] }))
      .mockReturnValueOnce(
        Promise.resolve(
          new Response(
            JSON.stringify({ success: false, message: 'x', errors: { 'productIds.1': ['x'] } }),
            { status: 422 },
          ),
        ),
      )
      .mockReturnValueOnce(answer(200, { productIds: [12, 10] }));
    const { favouritesStore } = await loadFavourites();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((fetchMock.mock.calls[2]![1] as RequestInit).body).toBe(
      JSON.stringify({ productIds: [12, 10] }),
    );
    expect(favouritesStore.getSnapshot().value).toEqual([12, 10]);
  });
});

describe('persisted comparison', () => {
  test('four products at most, kept in comparisonProducts', async () => {
    idbGet.mockResolvedValue(undefined);
    const { comparisonStore, toggleComparison } = await import('@/lib/comparison/store');
    await new Promise<void>((resolve) => {
      const stop = comparisonStore.subscribe(() => {
        stop();
        resolve();
      });
    });
    const item = (id: number) => ({ id, name: `Notebook ${id}`, image: `/media/${id}.svg` });
    for (const id of [1, 2, 3, 4]) expect(await toggleComparison(item(id))).toBe('added');
    expect(await toggleComparison(item(5))).toBe('limit');
    expect(comparisonStore.getSnapshot().value.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(JSON.parse(storage.getItem('comparisonProducts')!)).toHaveLength(4);
    expect(idbSet).toHaveBeenLastCalledWith('comparisonProducts:demo', [1, 2, 3, 4].map(item));
    expect(await toggleComparison(item(2))).toBe('removed');
    expect(await toggleComparison(item(5))).toBe('added');
    expect(comparisonStore.getSnapshot().value.map((i) => i.id)).toEqual([1, 3, 4, 5]);
  });
});
