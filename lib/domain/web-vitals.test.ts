import { pageTypeOf, sampled, webVitalsSampleRate } from './web-vitals';

test('the sample rate is 10% unless the build sets a share between 0 and 1', () => {
  expect(webVitalsSampleRate(undefined)).toBe(0.1);
  expect(webVitalsSampleRate('')).toBe(0.1);
  expect(webVitalsSampleRate('muito')).toBe(0.1);
  expect(webVitalsSampleRate('0.25')).toBe(0.25);
  expect(webVitalsSampleRate('0')).toBe(0);
  expect(webVitalsSampleRate('3')).toBe(1);
  expect(webVitalsSampleRate('-1')).toBe(0);
});

test('a page load is in the sample when its draw falls under the rate', () => {
  expect(sampled(0.1, 0.05)).toBe(true);
  expect(sampled(0.1, 0.1)).toBe(false);
  expect(sampled(0, 0)).toBe(false);
  expect(sampled(1, 0.999)).toBe(true);
});

test('a page without a known type is "other"', () => {
  expect(pageTypeOf('product')).toBe('product');
  expect(pageTypeOf('admin')).toBe('other');
  expect(pageTypeOf(null)).toBe('other');
});
