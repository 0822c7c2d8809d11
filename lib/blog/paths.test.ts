import { blogPaths, pageParam, pageWindow } from './paths';

test('listing pages: page 1 is the listing itself, later pages add /page/{n}', () => {
  expect(blogPaths.page('/blog', 1)).toBe('/blog');
  expect(blogPaths.page('/blog', 2)).toBe('/blog/page/2');
  expect(blogPaths.page(blogPaths.category('dicas'), 3)).toBe('/blog/categorias/dicas/page/3');
  expect(blogPaths.tag('home office')).toBe('/blog/tags/home%20office');
  expect(blogPaths.post('a/../b?x')).toBe('/blog/a%2F..%2Fb%3Fx');
});

test('a search is its URL: /blog/busca?q=…&page=…', () => {
  expect(blogPaths.searchPage('memória ram')).toBe('/blog/busca?q=mem%C3%B3ria+ram');
  expect(blogPaths.searchPage('ssd', 2)).toBe('/blog/busca?q=ssd&page=2');
});

test('a page number in the path is a whole number written plainly', () => {
  expect(pageParam('2')).toBe(2);
  expect(pageParam('1')).toBe(1);
  for (const bad of ['0', '02', '2.0', '-1', '1e3', 'dois', '', '9999999999'])
    expect(pageParam(bad)).toBeNull();
});

test('the pager shows every page up to 7, then the ends and the neighbours of the current one', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
  expect(pageWindow(10, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
  expect(pageWindow(12, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
});
