import { withoutBenchControl } from './bench-pages.mjs';

const bench = { BENCH_PAGES: '1' };
const production = {};

describe("the bench's control page", () => {
  it('is handed to Next as it is when the bench runs the server', () => {
    for (const url of ['/bench-control', '/bench-control.rsc', '/bench-control?x=1'])
      expect(withoutBenchControl(url, bench)).toBe(url);
  });

  it('becomes a path no page has otherwise, its query kept', () => {
    for (const url of [
      '/bench-control',
      '/bench-control/',
      '//bench-control',
      '/bench-control.rsc',
      '/bench%2Dcontrol',
    ])
      expect(withoutBenchControl(url, production)).toBe('/bench-control/off');
    expect(withoutBenchControl('/bench-control?_rsc=1', production)).toBe(
      '/bench-control/off?_rsc=1',
    );
  });

  it("leaves every other path alone, the store's own and the proxy's", () => {
    for (const url of [
      '/',
      '/bench-controls',
      '/notebooks?bench-control',
      '/bench-control/via-proxy',
    ])
      expect(withoutBenchControl(url, production)).toBe(url);
  });
});
