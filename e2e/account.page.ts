import type { Page } from '@playwright/test';

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
  /** The login form of the panel when it is open, else the page's. */
  get form() {
    return this.panel.or(this.page.getByRole('main')).first();
  }
  async logIn(by: 'email' | 'document', login: string, password: string) {
    if (by === 'document') await this.form.getByText('CPF/CNPJ', { exact: true }).click();
    await this.form
      .getByRole('textbox', { name: by === 'email' ? 'E-mail' : 'CPF ou CNPJ' })
      .fill(login);
    await this.form.getByLabel('Senha', { exact: true }).fill(password);
    await this.form.getByRole('button', { name: 'Entrar', exact: true }).click();
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
