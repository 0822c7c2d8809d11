import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import { WithQueryClient } from '@/test/query-client';
import { CouponBox } from './coupon-box';

/**
 * 'Você tem cupom?' on useContractForm (issue 26): the code is checked with the cart's own
 * contract, sent trimmed through the cart's change, emptied once applied and kept when refused.
 */
const change = jest.fn<Promise<boolean>, [{ coupon: string }]>();
jest.mock('./cart-state', () => ({
  ...jest.requireActual('./cart-state'),
  useCart: () => ({ order: { coupon: null }, change, pending: false }),
}));

const renderBox = () =>
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <CouponBox />
      </SnackbarProvider>
    </WithQueryClient>,
  );
const field = () => screen.getByLabelText('Código do cupom') as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: 'Aplicar' });

beforeEach(() => change.mockReset());

test('the code goes trimmed to the cart and the field empties once it is applied', async () => {
  change.mockResolvedValue(true);
  const user = userEvent.setup();
  renderBox();
  expect((apply() as HTMLButtonElement).disabled).toBe(true);
  await user.type(field(), '  DESCONTO10 ');
  await user.click(apply());
  expect(change).toHaveBeenCalledWith({ coupon: 'DESCONTO10' });
  expect(field().value).toBe('');
});

test('a refused code stays in the field to be corrected', async () => {
  change.mockResolvedValue(false);
  const user = userEvent.setup();
  renderBox();
  await user.type(field(), 'NAOEXISTE');
  await user.click(apply());
  expect(change).toHaveBeenCalledTimes(1);
  expect(field().value).toBe('NAOEXISTE');
});

test("a code longer than the contract's 64 characters is told on the field and not sent", async () => {
  const user = userEvent.setup();
  renderBox();
  await user.type(field(), 'X'.repeat(65));
  await user.click(apply());
  expect(await screen.findByText('Texto muito longo')).toBeTruthy();
  expect(field().getAttribute('aria-invalid')).toBe('true');
  expect(change).not.toHaveBeenCalled();
  await user.type(field(), '{Backspace}');
  expect(screen.queryByText('Texto muito longo')).toBeNull();
});
