import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import pt from '@/messages/pt.json';
import { CountdownTimer } from './countdown-timer';

// The home's countdown ticks each second from the time the server rendered it, and is gone at its
// end, 23:59:59 of the block's dateEnd in São Paulo (lib/domain/countdown.ts computes that end).
const end = Date.UTC(2026, 10, 30, 2, 59, 59);
const labels = pt.pageBuilder.countdown;

beforeEach(() => jest.useFakeTimers({ now: end - 3000 }));
afterEach(() => jest.useRealTimers());

test('ticks down each second with days, hours, minutes and seconds, then disappears', () => {
  render(
    <CountdownTimer
      end={end}
      renderedAt={end - 3000}
      title="A Black Friday termina em"
      labels={labels}
    />,
  );
  const countdown = screen.getByTestId('countdown');
  expect(countdown.textContent).toContain('A Black Friday termina em');
  expect(screen.getByRole('timer').textContent).toBe('00dias00horas00min03seg');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('timer').textContent).toBe('00dias00horas00min02seg');
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByTestId('countdown')).toBeNull();
});

test("hydrates the server's render, made at its own time, then ticks from the browser's clock", () => {
  const timer = (
    <CountdownTimer end={end} renderedAt={end - 2 * 86_400_000 - 5000} labels={labels} />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(timer);
  document.body.append(container);
  const unit = (name: string) => container.querySelector(`[data-unit="${name}"]`)?.textContent;
  expect([unit('days'), unit('seconds')]).toEqual(['02dias', '05seg']);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(timer, { container, hydrate: true });
  // No hydration mismatch: the first client render used the server's time too.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect([unit('days'), unit('seconds')]).toEqual(['00dias', '03seg']);
});
