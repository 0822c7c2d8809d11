import type { Page } from '@playwright/test';
import { hydrated } from './fixtures';

/** The shopper's account as the header and the login page show it. */
export class Account {
  constructor(readonly page: Page) {}

  /** The top bar's account links. */
  get nav() {
    return this.page.getByRole('navigation', { name: 'Minha conta' });
  }
  get panel() {
    return this.page.getByRole('dialog', { name: 'Acesse sua conta' });
  }
  /** The login form of a panel when one is open (header or bottom bar), else the page's. */
  async form() {
    return (await this.panel.isVisible()) ? this.panel : this.page.getByRole('main');
  }
  async logIn(by: 'email' | 'document', login: string, password: string) {
    const form = await this.form();
    // Before React takes the form over, the e-mail/CPF switch does nothing and 'Entrar' posts the
    // bare HTML form. (Text typed before then is kept: callback-form-hydration.dom.test.tsx.)
    await hydrated(form.getByRole('button', { name: 'Entrar', exact: true }));
    if (by === 'document') await form.getByText('CPF/CNPJ', { exact: true }).click();
    await form
      .getByRole('textbox', { name: by === 'email' ? 'E-mail' : 'CPF ou CNPJ' })
      .fill(login);
    await form.getByLabel('Senha', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  }
  message(text: string) {
    return this.page
      .getByRole('status')
      .filter({ hasText: text })
      .or(this.page.getByRole('alert').filter({ hasText: text }));
  }
  token() {
    return this.page.evaluate(() => localStorage.getItem('accessToken'));
  }
}
