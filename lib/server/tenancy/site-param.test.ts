import { parseSiteParam, siteParam } from './site-param';

test('slug and origin travel together and come back unchanged', () => {
  const param = siteParam('demo', 'http://localhost:3000');
  expect(param).toMatch(/^demo~[A-Za-z0-9_-]+$/);
  expect(parseSiteParam(param)).toEqual({ slug: 'demo', origin: 'http://localhost:3000' });
  expect(parseSiteParam(encodeURIComponent(param))).toEqual({
    slug: 'demo',
    origin: 'http://localhost:3000',
  });
});

test('a bare slug has no origin; a forged origin is dropped', () => {
  expect(parseSiteParam('outra')).toEqual({ slug: 'outra', origin: null });
  const forged = `demo~${Buffer.from('javascript:alert(1)').toString('base64url')}`;
  expect(parseSiteParam(forged)).toEqual({ slug: 'demo', origin: null });
  const path = `demo~${Buffer.from('http://evil.example/x').toString('base64url')}`;
  expect(parseSiteParam(path).origin).toBeNull();
});
