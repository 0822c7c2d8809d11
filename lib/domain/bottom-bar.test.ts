import { KEYBOARD_THRESHOLD_PX, keyboardLift, showsBottomBar } from './bottom-bar';

describe('where the bottom bar shows', () => {
  it.each(['/', '/notebooks', '/search', '/customer/account/orders', '/wishlist', '/portalx'])(
    'shows on %s',
    (path) => expect(showsBottomBar(path)).toBe(true),
  );
  it.each([
    '/onestepcheckout',
    '/onestepcheckout/',
    '/onestepcheckout/login',
    '/onestepcheckout/carrinho',
    '/onestepcheckout/success/100001',
    '/portal/acme',
    '/portal/acme/pedidos',
  ])('hides on %s', (path) => expect(showsBottomBar(path)).toBe(false));
});

describe('the bar rising above the on-screen keyboard', () => {
  const layoutHeight = 915;
  it('stays down while the viewport shrinks by the threshold or less', () => {
    expect(keyboardLift({ layoutHeight, visualHeight: layoutHeight, visualOffsetTop: 0 })).toBe(0);
    expect(
      keyboardLift({
        layoutHeight,
        visualHeight: layoutHeight - KEYBOARD_THRESHOLD_PX,
        visualOffsetTop: 0,
      }),
    ).toBe(0);
  });
  it('rises by the keyboard height once the shrink passes the threshold', () => {
    expect(
      keyboardLift({
        layoutHeight,
        visualHeight: layoutHeight - KEYBOARD_THRESHOLD_PX - 1,
        visualOffsetTop: 0,
      }),
    ).toBe(KEYBOARD_THRESHOLD_PX + 1);
    expect(keyboardLift({ layoutHeight, visualHeight: 500, visualOffsetTop: 0 })).toBe(415);
  });
  it('takes away what the visible part has scrolled within the page', () => {
    expect(keyboardLift({ layoutHeight, visualHeight: 500, visualOffsetTop: 100 })).toBe(315);
    expect(keyboardLift({ layoutHeight, visualHeight: 500, visualOffsetTop: 600 })).toBe(0);
  });
});
