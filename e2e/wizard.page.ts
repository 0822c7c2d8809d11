import type { Page } from '@playwright/test';

/** The /wizard screens: one question per step, then the results. */
export class WizardPage {
  constructor(readonly page: Page) {}

  get question() {
    return this.page.getByTestId('wizard-step').getByRole('group');
  }
  get progress() {
    return this.page.getByRole('progressbar', { name: 'Progresso do assistente' });
  }
  get next() {
    return this.page.getByRole('button', { name: /^(Próxima pergunta|Ver recomendações)$/ });
  }
  get back() {
    return this.page.getByRole('link', { name: 'Voltar', exact: true });
  }
  get picks() {
    return this.page.getByTestId('wizard-pick');
  }
  option(name: string | RegExp) {
    return this.page.getByRole('radio', { name });
  }
  /** Chooses an option and goes on, the way a shopper does with the mouse. */
  async answer(name: string | RegExp) {
    await this.option(name).check();
    await this.next.click();
  }
}
