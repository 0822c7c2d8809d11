import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BannerCarousel, type CarouselLabels } from './banner-carousel';
import { AUTOPLAY_DELAY_MS, HERO_SPEED_MS } from './carousel-speed';

// The hero's carousel: a track moved by a CSS transform over SPEC.md's speed, autoplay every
// 2500 ms, and a loop whose incoming slide is moved to the other end for the move.
const labels: CarouselLabels = {
  carousel: 'carrossel',
  label: 'Destaques',
  slide: 'banner',
  slideLabels: ['1 de 3', '2 de 3', '3 de 3'],
  goTo: ['Ir para o banner 1', 'Ir para o banner 2', 'Ir para o banner 3'],
  previous: 'Banner anterior',
  next: 'Próximo banner',
  pause: 'Pausar banners',
  play: 'Reproduzir banners',
};
let reduced = false;

beforeEach(() => {
  jest.useFakeTimers();
  reduced = false;
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

function hero(autoplay = true) {
  render(
    <BannerCarousel
      slides={['Black Friday', 'Frete grátis', 'Pix'].map((text) => (
        <a key={text} href="https://exemplo.com.br/ofertas">
          {text}
        </a>
      ))}
      controlsRatio="1200 / 400"
      speedMs={HERO_SPEED_MS}
      autoplay={autoplay}
      labels={labels}
      testId="banner-slider"
    />,
  );
  const region = screen.getByRole('region', { name: 'Destaques' });
  const track = region.querySelector<HTMLElement>('.flex.touch-pan-y')!;
  const current = () =>
    within(region)
      .getAllByRole('button', { name: /Ir para o banner/ })
      .find((dot) => dot.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label');
  const slide = (n: number) => within(region).getByRole('group', { name: `${n} de 3` });
  return { region, track, current, slide };
}

test('next, previous and the dots move the track over 1500 ms; the other slides are inert', () => {
  const { region, track, current, slide } = hero(false);
  expect(current()).toBe('Ir para o banner 1');
  expect(slide(2).hasAttribute('inert')).toBe(true);
  fireEvent.click(within(region).getByRole('button', { name: 'Próximo banner' }));
  expect(current()).toBe('Ir para o banner 2');
  expect(track.style.transform).toBe('translate3d(calc(-100% + 0px), 0, 0)');
  expect(track.style.transition).toBe('transform 1500ms ease-out');
  expect(slide(2).hasAttribute('inert')).toBe(false);
  fireEvent.click(within(region).getByRole('button', { name: 'Ir para o banner 1' }));
  expect(track.style.transform).toBe('translate3d(calc(0% + 0px), 0, 0)');
  expect(current()).toBe('Ir para o banner 1');
});

test('the loop: from the first back to the last, the last comes in from the left, then takes its own place', () => {
  const { region, track, current, slide } = hero(false);
  fireEvent.click(within(region).getByRole('button', { name: 'Banner anterior' }));
  expect(current()).toBe('Ir para o banner 3');
  expect(track.style.transform).toBe('translate3d(calc(100% + 0px), 0, 0)');
  expect(slide(3).style.transform).toBe('translateX(-300%)');
  act(() => jest.advanceTimersByTime(HERO_SPEED_MS));
  // Arrived: the track stands at the last slide's own place, and moves there without a transition.
  expect(track.style.transform).toBe('translate3d(calc(-200% + 0px), 0, 0)');
  expect(track.style.transition).toBe('');
  expect(slide(3).style.transform).toBe('');
  fireEvent.click(within(region).getByRole('button', { name: 'Próximo banner' }));
  expect(current()).toBe('Ir para o banner 1');
  expect(slide(1).style.transform).toBe('translateX(300%)');
});

test('autoplay every 2500 ms, held while hovered and by the pause button', () => {
  const { region, current } = hero();
  act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS));
  expect(current()).toBe('Ir para o banner 2');
  fireEvent.mouseEnter(region);
  act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 2));
  expect(current()).toBe('Ir para o banner 2');
  fireEvent.mouseLeave(region);
  fireEvent.click(within(region).getByRole('button', { name: 'Pausar banners' }));
  fireEvent.blur(within(region).getByRole('button', { name: 'Reproduzir banners' }));
  act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 2));
  expect(current()).toBe('Ir para o banner 2');
});

test('a swipe to the left turns to the next slide and opens no link; a short or cancelled one turns nothing', () => {
  const { region, track, current } = hero(false);
  const viewport = track.parentElement!;
  // jsdom has no PointerEvent: a mouse event carries the coordinates the carousel reads.
  window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
  viewport.setPointerCapture = () => undefined;
  const swipe = (to: number) => {
    fireEvent.pointerDown(viewport, { button: 0, clientX: 300, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(viewport, { clientX: (300 + to) / 2, clientY: 102, pointerId: 1 });
    fireEvent.pointerMove(viewport, { clientX: to, clientY: 102, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: to, clientY: 102, pointerId: 1 });
  };
  swipe(280);
  expect(current()).toBe('Ir para o banner 1');
  // A drag the browser takes over (it scrolls the page instead) turns nothing.
  fireEvent.pointerDown(viewport, { button: 0, clientX: 300, clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(viewport, { clientX: 200, clientY: 102, pointerId: 1 });
  fireEvent.pointerCancel(viewport, { clientX: 0, clientY: 0, pointerId: 1 });
  expect(current()).toBe('Ir para o banner 1');
  expect(track.style.transform).toBe('translate3d(calc(0% + 0px), 0, 0)');
  swipe(200);
  expect(current()).toBe('Ir para o banner 2');
  const opened = jest.fn((event: Event) => event.preventDefault());
  region.addEventListener('click', opened);
  fireEvent.click(within(region).getByText('Frete grátis'));
  expect(opened).not.toHaveBeenCalled();
  // The next press is a click again.
  fireEvent.pointerDown(viewport, { button: 0, clientX: 10, clientY: 10, pointerId: 2 });
  fireEvent.click(within(region).getByText('Frete grátis'));
  expect(opened).toHaveBeenCalledTimes(1);
});

test('reduced motion: no transition and no autoplay', () => {
  reduced = true;
  const { region, track, current } = hero();
  act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 2));
  expect(current()).toBe('Ir para o banner 1');
  expect(within(region).queryByRole('button', { name: 'Pausar banners' })).toBeNull();
  fireEvent.click(within(region).getByRole('button', { name: 'Banner anterior' }));
  expect(current()).toBe('Ir para o banner 3');
  expect(track.style.transition).toBe('');
  expect(track.style.transform).toBe('translate3d(calc(-200% + 0px), 0, 0)');
});
