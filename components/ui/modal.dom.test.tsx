// The store's titled modal (components/ui/modal.tsx) on Headless UI's Dialog: what the portal's
// customer forms and the service dialogs rely on. Their journeys run in e2e (portal-admin,
// contact, shell).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adicionar empresa
      </button>
      <Modal
        width="wide"
        open={open}
        title="Adicionar empresa"
        closeLabel="Fechar"
        onClose={() => setOpen(false)}
      >
        <button type="button">Primeiro</button>
        <label>
          Razão social <input data-autofocus />
        </label>
      </Modal>
    </>
  );
}

test('titled by its heading; focus on the data-autofocus field; Escape closes it back to its button', async () => {
  const user = userEvent.setup();
  render(<Opener />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const opener = screen.getByRole('button', { name: 'Adicionar empresa' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar empresa' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Adicionar empresa');
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Razão social' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(document.activeElement).toBe(opener);
});

test('its close button is named by closeLabel and closes it', async () => {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Adicionar empresa' }));
  await user.click(await screen.findByRole('button', { name: 'Fechar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the whole page behind it is inert while it is open, its other parts included', async () => {
  const user = userEvent.setup();
  const main = document.body.appendChild(document.createElement('main'));
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Adicionar empresa' }));
  await screen.findByRole('dialog', { name: 'Adicionar empresa' });
  expect(main.hasAttribute('inert')).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(main.hasAttribute('inert')).toBe(false);
  main.remove();
});
