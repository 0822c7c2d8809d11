import { expect, storeUrl, test } from './fixtures';

/**
 * Limits through the store's real server (issue 25, items 10 and 12): the client's address is the
 * socket's, whatever a client writes in X-Forwarded-For.
 */
test(
  'a client-sent X-Forwarded-For buys no more guesses: the misses of one socket count together',
  { tag: '@local' },
  async ({ page }) => {
    // Outra Loja's guest lookup: no other journey uses it, so its count from this machine is ours.
    await page.goto(storeUrl('outra.localhost', '/'));
    const statuses = await page.evaluate(async () => {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch('/api/sale/order/guest/view', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `203.0.113.${i}`,
            'x-storefront-client-address': `198.51.100.${i}`,
          },
          body: JSON.stringify({ id: String(900000 + i), customerDocument: '111.444.777-35' }),
        });
        answers.push(res.status);
      }
      return answers;
    });
    // Ten misses are allowed from one address; a server reused from an earlier run may have
    // counted some already, so the refusal may come sooner, never later, and then it stays.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(statuses.slice(0, first).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
  },
);

test(
  'a shared cart e-mail says who sent it, with the message quoted and no link in it',
  { tag: '@local' },
  async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    const recipient = `amiga-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
    const answers = await page.evaluate(async (emailTo) => {
      const json = { 'content-type': 'application/json' };
      const route = await (await fetch('/api/router?url=notebook-demo-pro-15')).json();
      const cart = await (
        await fetch('/api/sale/order', {
          method: 'POST',
          body: new URLSearchParams({ 'items[0][product]': String(route.content.content.id) }),
        })
      ).json();
      const share = () =>
        fetch('/api/sale/quote', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            type: 'email',
            order: cart.content.id,
            name: 'Ana',
            email: 'ana@exemplo.com.br',
            emailTo,
            message: 'Oi! Olha este notebook.\nEntre em https://premio.example/ganhe',
          }),
        }).then(async (res) => ({ status: res.status, body: await res.json() }));
      return [await share(), await share()];
    }, recipient);
    expect(answers[0]!.status).toBe(201);
    expect(answers[1]).toEqual({
      status: 429,
      body: {
        success: false,
        message: 'Um carrinho já foi enviado para este e-mail nas últimas 24 horas.',
      },
    });

    await page.goto(storeUrl('localhost', '/dev/outbox'));
    const mail = page.getByTestId('outbox-email').filter({ hasText: recipient });
    await expect(mail).toContainText('Ana compartilhou um carrinho com você');
    await expect(mail).toContainText('> Entre em https[:]//premio[.]example/ganhe');
    await expect(mail).not.toContainText('https://premio.example');
    await page.screenshot({ path: '/tmp/limits-outbox.png', fullPage: false });
  },
);
