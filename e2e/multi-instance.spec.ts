import type { AddressInfo } from 'node:net';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { saoPauloAddress } from '../test/address-data';
import { expectNoAxeViolations } from './axe';
import { logInToBackOffice } from './back-office.page';
import { expect, hydrated, test } from './fixtures';
import { missingForTopology, startTopology, type Topology } from './multi-instance/topology';

/**
 * Issue 27: several stateless instances on one PostgreSQL and Redis, behind nginx. What one
 * instance writes or invalidates, the other serves; limits count across both; stock holds under
 * 50 concurrent checkouts; an instance stopped in the middle of a load loses no request and no
 * acknowledged write. Local only: it starts its own processes and reads its own database.
 */
test.describe.configure({ mode: 'serial' });

const missing = missingForTopology();
test.skip(missing !== null, `the multi-instance topology needs ${missing}`);

const DEMO_KEY = 'sk_demo_operador_loja_demo_0001';
let topology: Topology;

/** What the instances' outbox workers sent, as an SMTP server received it. */
const mailbox: ParsedMail[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mailbox.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  topology = await startTopology(
    { nginx: 3300, a: 3301, b: 3302 },
    { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'loja@exemplo.com.br' },
  );
});
test.afterAll(async () => {
  await topology?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's answers, read by the assertions
type Answer = { status: number; json: { success?: boolean; content?: any; message?: string } };

/** One call of the store's API, as a shopper at `address` (X-Forwarded-For; nginx adds its own). */
async function call(
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; address?: string; key?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.address) headers['x-forwarded-for'] = options.address;
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: Answer['json'] = {};
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // A page, not JSON: the status tells.
  }
  return { status: res.status, json };
}

async function productOf(url: string): Promise<{ id: number; stock: number }> {
  const { rows } = await topology.db.query(
    'select id, stock from products where tenant_id = 1 and url = $1',
    [url],
  );
  return rows[0] as { id: number; stock: number };
}

test('a session opened on A is seen on B, and a cart filled on both is one cart', async () => {
  const { a, b, origin } = topology;
  const login = await call(a.origin, 'POST', '/api/customer/auth', {
    body: { login: 'cliente@exemplo.com.br', password: 'Senha123' },
  });
  expect(login.status).toBe(200);
  const token = login.json.content.token as string;
  const me = await call(b.origin, 'GET', '/api/customer/auth/me', { token });
  expect(me.status).toBe(200);
  expect(me.json.content.customer).toMatchObject({ email: 'cliente@exemplo.com.br' });

  const notebook = await productOf('notebook-demo-pro-15');
  const ssd = await productOf('ssd-demo-1tb');
  const created = await call(a.origin, 'POST', '/api/sale/order', {
    body: { items: [{ product: notebook.id, quantity: 1 }] },
  });
  expect(created.status).toBe(201);
  const cart = created.json.content.id as string;
  const added = await call(b.origin, 'POST', `/api/sale/order/${cart}`, {
    body: { items: [{ product: ssd.id, quantity: 2 }] },
  });
  expect(added.status).toBe(200);
  const seen = await call(origin, 'GET', `/api/sale/order/${cart}`);
  expect(
    (seen.json.content.items as { sku: string; quantity: number }[]).map((line) => [
      line.sku,
      line.quantity,
    ]),
  ).toEqual([
    ['NB-DEMO-PRO-15', 1],
    ['SSD-DEMO-1TB', 2],
  ]);
});

test("a price changed on A is on B's page within 1 s", async () => {
  const { a, b } = topology;
  const priceOn = async (origin: string) => {
    const html = await (await fetch(`${origin}/ssd-demo-1tb`)).text();
    // Intl writes a no-break space after R$; \s takes it.
    return /R\$\s321,09/.test(html);
  };
  // B has the page rendered and cached before the change.
  expect(await priceOn(b.origin)).toBe(false);
  expect(await priceOn(b.origin)).toBe(false);
  const ssd = await productOf('ssd-demo-1tb');
  const changed = await call(a.origin, 'PATCH', `/api/operator/products/${ssd.id}`, {
    key: DEMO_KEY,
    body: { finalPrice: 321.09 },
  });
  expect(changed.status).toBe(200);
  const started = Date.now();
  while (!(await priceOn(b.origin))) {
    expect(Date.now() - started, 'the new price on B').toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`new price served by B ${Date.now() - started} ms after the change on A`);
});

test('the owner switches maintenance on at A: within 1 s B shows the banner and takes no cart, then sells again', async ({
  page,
}) => {
  // Two logins' worth of pages and a second factor, besides the polls.
  test.setTimeout(90_000);
  const { a, b } = topology;
  const MAINTENANCE = 'Loja em manutenção. Nenhuma compra será aceita no momento.';
  const pageOfB = async () => (await fetch(`${b.origin}/ssd-demo-1tb`)).text();
  // The banner's element: its text is also among the page's client messages.
  const banner = 'data-testid="maintenance-banner"';
  const ssd = await productOf('ssd-demo-1tb');
  const cartOnB = () =>
    call(b.origin, 'POST', '/api/sale/order', {
      body: { items: [{ product: ssd.id, quantity: 1 }] },
    });
  /** Polls B until `seen` holds for its page, at most 1 s after the change. */
  const withinOneSecond = async (what: string, seen: (html: string) => boolean) => {
    const started = Date.now();
    while (!seen(await pageOfB()) && Date.now() - started < 1_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const elapsed = Date.now() - started;
    expect(seen(await pageOfB()), what).toBe(true);
    expect(elapsed, what).toBeLessThan(1_000);
    console.log(`${what}: served by B ${elapsed} ms after the change on A`);
  };
  // B has the page rendered and cached before the change.
  expect(await pageOfB()).not.toContain(banner);
  expect(await pageOfB()).not.toContain(banner);

  await logInToBackOffice(page, 'dono@exemplo.com.br', 'localhost', a.origin);
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Configurações' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurações da loja' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${a.origin}/admin/configuracoes`);
  const settings = page.getByTestId('store-settings-form');
  const maintenance = settings.getByRole('switch', { name: 'Loja em manutenção' });
  const message = settings.getByLabel('Mensagem do topo', { exact: true });
  await expect(maintenance).not.toBeChecked();
  await expect(message).toHaveValue(
    'Frete grátis para todo o Brasil nas compras acima de R$ 299 · 10% de desconto no Pix',
  );
  await expectNoAxeViolations(page);
  await hydrated(settings.getByRole('button', { name: 'Salvar' }));

  await maintenance.check();
  await message.fill('Voltamos já: estoque em inventário');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  // Stopping all sales is asked again; nothing is saved before the answer.
  const confirm = page.getByRole('dialog', { name: 'Colocar a loja em manutenção?' });
  await expect(confirm).toContainText(
    'Enquanto a manutenção estiver ligada, nenhum cliente consegue comprar.',
  );
  const saved = () =>
    page.evaluate(async () => {
      const answer = (await (await fetch('/api/admin/settings')).json()) as {
        content: { maintenance: boolean };
      };
      return answer.content.maintenance;
    });
  expect(await saved()).toBe(false);
  await confirm.getByRole('button', { name: 'Ligar manutenção' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Configurações salvas. A loja está em manutenção.' }),
  ).toBeVisible();
  await withinOneSecond('the maintenance banner', (html) => html.includes(banner));
  expect(await pageOfB()).toContain('Voltamos já: estoque em inventário');
  const refused = await cartOnB();
  expect(refused).toMatchObject({ status: 409, json: { success: false, message: MAINTENANCE } });

  // Reloaded, the form shows what was saved; switched off, B sells again.
  await page.reload();
  await expect(maintenance).toBeChecked();
  await expect(message).toHaveValue('Voltamos já: estoque em inventário');
  await hydrated(settings.getByRole('button', { name: 'Salvar' }));
  await maintenance.uncheck();
  await message.fill('');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas.' })).toBeVisible();
  await withinOneSecond('the storefront open again', (html) => !html.includes(banner));
  expect(await pageOfB()).not.toContain('Voltamos já');
  expect((await cartOnB()).status).toBe(201);
  const { rows } = await topology.db.query(
    "select actor_label, after from audit_log where entity = 'store' order by id",
  );
  expect(rows).toEqual([
    {
      actor_label: 'dono@exemplo.com.br',
      after: { maintenance: true, headerMessage: 'Voltamos já: estoque em inventário' },
    },
    { actor_label: 'dono@exemplo.com.br', after: { maintenance: false, headerMessage: null } },
  ]);
});

test('the login limit counts the attempts made on both instances together', async () => {
  const { a, b } = topology;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await call(
      attempt % 2 === 0 ? a.origin : b.origin,
      'POST',
      '/api/customer/auth',
      {
        body: { login: 'cliente2@exemplo.com.br', password: 'Errada123' },
      },
    );
    statuses.push(answer.status);
    if (attempt === 5)
      expect(answer.json.message).toBe('Muitas tentativas de acesso. Tente novamente em 15 min.');
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test('50 concurrent checkouts through nginx for a product with stock 5 give exactly 5 orders', async () => {
  test.setTimeout(240_000);
  const { a, origin } = topology;
  const ssd = await productOf('ssd-demo-1tb');
  expect(
    (
      await call(a.origin, 'PATCH', `/api/operator/products/${ssd.id}`, {
        key: DEMO_KEY,
        body: { stock: 5 },
      })
    ).status,
  ).toBe(200);

  // 50 shoppers, each from an address of its own: registered, with an address and a cart.
  const shoppers = await Promise.all(
    Array.from({ length: 50 }, async (_, n) => {
      const address = `198.51.100.${n + 1}`;
      const registered = await call(origin, 'POST', '/api/customer/register', {
        address,
        body: {
          name: `Comprador ${n + 1} Multi`,
          email: `comprador-${n + 1}-${Date.now()}@exemplo.com.br`,
          password: 'Senha123',
          document: generateCpf(),
          birthDate: '1990-01-01',
          phone: '11987654321',
        },
      });
      expect(registered.status).toBe(201);
      const token = registered.json.content.token as string;
      const delivery = await call(origin, 'POST', '/api/customer/addresses', {
        address,
        token,
        body: { ...saoPauloAddress, document: generateCpf() },
      });
      expect(delivery.status).toBe(200);
      const cart = await call(origin, 'POST', '/api/sale/order', {
        address,
        token,
        body: { items: [{ product: ssd.id, quantity: 1 }] },
      });
      expect(cart.status).toBe(201);
      return { address, token, delivery: delivery.json.content.id, cart: cart.json.content.id };
    }),
  );

  const answers = await Promise.all(
    shoppers.map((shopper, n) =>
      call(origin, 'POST', '/api/sale/checkout', {
        address: shopper.address,
        token: shopper.token,
        body: {
          cart: shopper.cart,
          idempotencyKey: `multi-instance-${n}-${Date.now()}`.padEnd(16, '0'),
          address: shopper.delivery,
          shipping: 'SEDEX',
          payment: { method: 'pix' },
        },
      }),
    ),
  );
  const placed = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(placed).toHaveLength(5);
  expect(new Set(refused.map((answer) => `${answer.status} ${answer.json.message}`))).toEqual(
    new Set(['409 O produto SSD Demo 1TB está esgotado.']),
  );
  expect((await productOf('ssd-demo-1tb')).stock).toBe(0);
  const { rows } = await topology.db.query(
    `select count(*)::int as n from orders o join order_items i on i.order_id = o.id
      where o.tenant_id = 1 and o.status <> 'new' and i.product_id = $1`,
    [ssd.id],
  );
  expect(rows[0].n).toBe(5);
});

test('the e-mails both instances write are sent by both workers, each one once, with both parts', async () => {
  test.setTimeout(90_000);
  const { a, b } = topology;
  // A status change through A and a password recovery through B, beside the 50 welcome and 5
  // order e-mails of the tests above.
  expect(
    (await call(a.origin, 'POST', '/api/operator/orders/100003/ship', { key: DEMO_KEY })).status,
  ).toBe(200);
  expect(
    (
      await call(b.origin, 'POST', '/api/customer/recovery', {
        address: '198.51.100.200',
        body: { email: 'cliente@exemplo.com.br' },
      })
    ).status,
  ).toBe(200);
  // Both workers poll every 5 s; everything written is sent within a few rounds.
  const unsent = async () =>
    (
      await topology.db.query(
        'select count(*)::int as n from outbox_emails where sent_at is null and failed_at is null',
      )
    ).rows[0].n as number;
  await expect.poll(unsent, { timeout: 60_000, intervals: [1_000] }).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const { rows } = await topology.db.query(
    'select id, "to", subject, provider_message_id from outbox_emails where sent_at is not null order by id',
  );
  const ids = mailbox.map((mail) => mail.messageId);
  expect(new Set(ids).size, 'no e-mail twice').toBe(ids.length);
  expect(mailbox).toHaveLength(rows.length);
  for (const row of rows) expect(ids).toContainEqual(expect.stringMatching(`^<outbox-${row.id}@`));
  const subjects = mailbox.map((mail) => mail.subject ?? '');
  expect(subjects.filter((s) => s === 'Bem-vindo(a) à Loja Demo')).toHaveLength(50);
  expect(subjects.filter((s) => /^Recebemos o seu pedido \d+$/.test(s))).toHaveLength(5);
  expect(subjects).toContain('Pedido 100003: Enviado');
  expect(subjects).toContain('Loja Demo: recuperação de senha');
  for (const mail of mailbox) {
    expect(mail.text).toBeTruthy();
    expect(mail.html).toContain('Loja Demo');
  }
  console.log(`${mailbox.length} e-mails sent by the two workers, none twice`);
});

test('A stopped with SIGTERM in the middle of a load: no request fails, B serves the rest, no acknowledged write is lost', async () => {
  test.setTimeout(120_000);
  const { a, b, origin } = topology;
  const memory = await productOf('memoria-nexus-8gb-ddr4-3200mhz');
  // Writes are new carts (each answered with its id); reads are a listing page and a cart.
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let requests = 0;
  let afterStop = 0;
  let stopped = false;
  const loadUntil = Date.now() + 6_000;
  const shopper = async (n: number) => {
    let step = 0;
    while (Date.now() < loadUntil) {
      step += 1;
      const kind =
        step % 3 === 0
          ? 'POST cart'
          : n % 2 === 0 || acknowledged.length === 0
            ? 'GET page'
            : 'GET cart';
      try {
        let status: number;
        if (kind === 'POST cart') {
          const answer = await call(origin, 'POST', '/api/sale/order', {
            body: { items: [{ product: memory.id, quantity: 1 }] },
          });
          status = answer.status;
          if (status === 201) acknowledged.push(answer.json.content.id as string);
        } else if (kind === 'GET page') status = (await fetch(`${origin}/notebooks`)).status;
        else status = (await call(origin, 'GET', `/api/sale/order/${acknowledged.at(-1)}`)).status;
        if (status !== (kind === 'POST cart' ? 201 : 200)) failures.push(`${kind} ${status}`);
      } catch (error) {
        failures.push(`${kind} ${(error as Error).message}`);
      }
      requests += 1;
      if (stopped) afterStop += 1;
    }
  };
  const load = Promise.all(Array.from({ length: 16 }, (_, n) => shopper(n)));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stopped = true;
  a.process.kill('SIGTERM');
  await load;

  expect(failures).toEqual([]);
  expect(await a.exited).toBe(0);
  expect(a.output()).toContain('"msg":"SIGTERM: answering the requests in flight, then stopping"');
  expect(afterStop).toBeGreaterThan(50);
  // Every cart the store acknowledged is there, read back through B.
  const { rows } = await topology.db.query(
    'select count(*)::int as n from orders where id = any($1)',
    [acknowledged],
  );
  expect(rows[0].n).toBe(acknowledged.length);
  // ... and no other: a request nginx passed to B after A reset it had never been read by A.
  const { rows: all } = await topology.db.query(
    `select count(distinct o.id)::int as n from orders o join order_items i on i.order_id = o.id
      where o.tenant_id = 1 and i.product_id = $1`,
    [memory.id],
  );
  expect(all[0].n).toBe(acknowledged.length);
  const last = await call(b.origin, 'GET', `/api/sale/order/${acknowledged.at(-1)}`);
  expect(last.status).toBe(200);
  console.log(
    `${requests} requests (${acknowledged.length} carts), ${afterStop} after SIGTERM to A, none failed`,
  );
});
