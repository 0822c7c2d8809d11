import AxeBuilder from '@axe-core/playwright';
import { expect, freshCpf, storeUrl, test } from './fixtures';
import { Account } from './account.page';
import { Cart } from './cart.page';

test('header panel: log in by CPF → greeting and account links, no lookup → a reload keeps the session → logout', async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/'));
  await expect(account.nav.getByRole('link', { name: 'Acompanhe seu pedido' })).toBeVisible();
  await account.nav.getByRole('button', { name: 'Entrar' }).click();
  await expect(account.panel).toBeVisible();
  await expect(account.panel.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await account.panel.getByText('CPF/CNPJ', { exact: true }).click();
  await account.panel.getByLabel('CPF ou CNPJ').fill('52998224725');
  await expect(account.panel.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await account.panel.getByLabel('Senha', { exact: true }).fill('Senha123');
  await account.panel.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(account.panel.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await account.panel.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await expect(account.panel).toBeHidden();
  await expect(account.nav.getByText('Olá, Maria')).toBeVisible();
  await expect(account.nav.getByRole('link', { name: 'Minha conta' })).toHaveAttribute(
    'href',
    '/customer/account',
  );
  await expect(account.nav.getByRole('link', { name: 'Meus pedidos' })).toBeVisible();
  await expect(account.nav.getByRole('link', { name: 'Acompanhe seu pedido' })).toHaveCount(0);
  await expect(account.nav.getByRole('link', { name: 'Cadastre-se' })).toHaveCount(0);
  expect(await account.token()).toBeTruthy();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'storefront_session')).toMatchObject({ httpOnly: true });

  await page.reload();
  await expect(account.nav.getByText('Olá, Maria')).toBeVisible();

  await account.nav.getByRole('button', { name: 'Sair' }).click();
  await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  expect(await account.token()).toBeNull();
  await page.reload();
  await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('login page: breadcrumb and register link, the validation texts, a user who is not a customer is refused, an incomplete customer goes to Meus Dados', async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegação estrutural' }).getByRole('link', {
      name: 'Página Inicial',
    }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Ainda não tem cadastro? Cadastre-se agora')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Cadastre-se agora' })).toHaveAttribute(
    'href',
    '/onestepcheckout/customer/register',
  );
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  await expect(main.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main.getByText('Campo obrigatório')).toHaveCount(2);
  await main.getByRole('textbox', { name: 'E-mail' }).fill('cliente@');
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main.getByText('Email inválido')).toBeVisible();
  await main.getByText('CPF/CNPJ', { exact: true }).click();
  await main.getByLabel('CPF ou CNPJ').fill('529982');
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await main.getByText('E-mail', { exact: true }).click();

  await account.logIn('email', 'operador@exemplo.com.br', 'Senha123');
  await expect(account.message('Email ou senha inválidos.')).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/login'));
  expect(await account.token()).toBeNull();

  await account.logIn('email', 'incompleto@exemplo.com.br', 'Senha123');
  await expect(
    account.message('Login realizado com sucesso! Complete seus dados para continuar.'),
  ).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/edit'));
  await expect(main.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  await expect(main.getByText('Complete seus dados para continuar comprando.')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Ivo Incompleto');
  await expect(main.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('');
});

test('Meus pedidos while logged out goes to the login page and back after it; an order opens with its status; the header leads to the account and Meus Dados', async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/customer/account/orders'));
  await expect(page).toHaveURL(
    storeUrl(
      'localhost',
      `/onestepcheckout/login?redirect=${encodeURIComponent('/customer/account/orders')}`,
    ),
  );
  await account.logIn('email', 'cliente@exemplo.com.br', 'Senha123');
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/orders'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegação estrutural' }).getByText('Meus pedidos'),
  ).toBeVisible();
  await expect(main.getByTestId('customer-order').first()).toContainText('Pedido 1000');
  await main.getByRole('link', { name: 'Ver pedido 100002' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/orders/100002'));
  await expect(main.getByRole('heading', { name: 'Pedido 100002' })).toBeVisible();
  await expect(main.getByTestId('order-status')).toHaveText('Pendente');
  await expect(main.getByText('Boleto', { exact: true })).toBeVisible();

  await account.nav.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account'));
  await expect(main.getByText('Olá, Maria')).toBeVisible();
  await main.getByRole('link', { name: /Meus dados/ }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/edit'));
  await expect(main.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('529.982.247-25');
  await expect(main.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11)98765-4321');
  await expect(main.getByText('Complete seus dados para continuar comprando.')).toHaveCount(0);
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
});

test("a shopper's cart is taken into the customer's at login, and the login page goes back where it was asked from", async ({
  page,
  browser,
}) => {
  const account = new Account(page);
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(cart.badge).toHaveText('1');
  const cartId = await page.evaluate(() => localStorage.getItem('orderId'));

  await page.goto(
    storeUrl('localhost', '/onestepcheckout/login?redirect=/onestepcheckout/carrinho'),
  );
  await account.logIn('email', 'afiliado@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/carrinho'));
  await expect(cart.line('SSD Demo 1TB')).toBeVisible();
  await expect(cart.badge).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('orderId'))).toBe(cartId);

  // The cart is now the customer's: without the session it does not exist.
  const stranger = await browser.newContext();
  const res = await stranger.request.get(storeUrl('localhost', `/api/sale/order/${cartId}`));
  expect(res.status()).toBe(404);
  await stranger.close();

  // An address outside the store is never a redirect target.
  await account.nav.getByRole('button', { name: 'Sair' }).click();
  await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto(storeUrl('localhost', '/onestepcheckout/login?redirect=//evil.example/x'));
  await account.logIn('email', 'afiliado@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
});

test('guest order lookup: the fields are required, a wrong document is not found, the right one shows order 100001', async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/'));
  await account.nav.getByRole('link', { name: 'Acompanhe seu pedido' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/guest/order'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Acompanhe seu pedido' })).toBeVisible();

  await main.getByRole('button', { name: 'Consultar' }).click();
  await expect(main.getByText('Informe o número do pedido', { exact: true })).toBeVisible();
  await expect(main.getByText('Campo obrigatório')).toBeVisible();

  await main.getByRole('textbox', { name: 'Número do pedido' }).fill('100001');
  await main.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('11144477735');
  await expect(main.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('111.444.777-35');
  await main.getByRole('button', { name: 'Consultar' }).click();
  await expect(account.message('Pedido não encontrado!')).toBeVisible();

  await main.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('529.982.247-25');
  await main.getByRole('button', { name: 'Consultar' }).click();
  await expect(main.getByRole('heading', { name: 'Pedido 100001' })).toBeVisible();
  // The refusal of the attempt before goes with the order found, not 5 s later.
  expect(await account.message('Pedido não encontrado!').count()).toBe(0);
  await expect(main.getByTestId('order-status')).toHaveText('Enviado');
  await expect(main.getByTestId('order-item').first()).toBeVisible();
  await expect(main.getByTestId('order-timeline-step')).toHaveText([/Enviado/]);
  await expect(main.getByText('Pix', { exact: true })).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  await main.getByRole('button', { name: 'Consultar outro pedido' }).click();
  await expect(main.getByRole('textbox', { name: 'Número do pedido' })).toBeVisible();
});

test(
  'password recovery: the panel sends the link, the outbox has it, the new password works and the link is used up',
  { tag: '@local' },
  async ({ page }) => {
    // compras@acme.com.br is this journey's own customer; its password is put back at the end.
    const email = 'compras@acme.com.br';
    const account = new Account(page);
    const outboxLink = async () => {
      await page.goto(storeUrl('localhost', '/dev/outbox'));
      const message = page.getByTestId('outbox-email').filter({ hasText: email }).first();
      return (await message.getByRole('link').getAttribute('href'))!;
    };

    await page.goto(storeUrl('localhost', '/'));
    await account.nav.getByRole('button', { name: 'Entrar' }).click();
    await account.panel.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await account.panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(account.panel.getByText('Campo obrigatório')).toBeVisible();
    await account.panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await account.panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(account.message('Visualize seu email para recuperação de senha.')).toBeVisible();
    await expect(account.panel).toBeHidden();

    const link = await outboxLink();
    expect(link).toMatch(/\/user\/recovery\/[\w-]{40,}$/);
    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
    const save = main.getByRole('button', { name: 'Salvar nova senha' });
    await main.getByLabel('Nova senha', { exact: true }).fill('abc12');
    await main.getByLabel('Confirme a nova senha').fill('abc');
    await save.click();
    await expect(
      main.getByText('A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'),
    ).toBeVisible();
    await expect(main.getByText('As senhas não conferem')).toBeVisible();
    await main.getByLabel('Nova senha', { exact: true }).fill('NovaSenha1');
    await main.getByLabel('Confirme a nova senha').fill('NovaSenha1');
    await save.click();
    await expect(
      account.message('Senha alterada com sucesso! Entre com a nova senha.'),
    ).toBeVisible();
    await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/login'));

    await account.logIn('email', email, 'NovaSenha1');
    await expect(account.message('Login realizado com sucesso!')).toBeVisible();

    await page.goto(link);
    await main.getByLabel('Nova senha', { exact: true }).fill('OutraSenha1');
    await main.getByLabel('Confirme a nova senha').fill('OutraSenha1');
    await save.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Este link de recuperação é inválido ou expirou.' })
        .first(),
    ).toBeVisible();

    // Put the demo password back for anyone else who uses this customer (this browser is logged
    // in, so its cookie-carrying calls name their origin like the store's own pages do).
    const headers = { origin: storeUrl('localhost', '') };
    await page.request.post(storeUrl('localhost', '/api/customer/recovery'), {
      data: { email },
      headers,
    });
    const restore = (await outboxLink()).split('/').pop()!;
    const restored = await page.request.post(
      storeUrl('localhost', `/api/customer/recovery/${restore}`),
      { data: { password: 'Senha123' }, headers },
    );
    expect(restored.status()).toBe(200);
  },
);

test('registration: the rules of each field, a taken e-mail, a company with the alphanumeric CNPJ, then the success page, logout, a login by CPF, an address (bad CEP, then good), a new password and a login with it', async ({
  page,
}) => {
  const account = new Account(page);
  const cpf = freshCpf();
  const email = `rita.${cpf}@exemplo.com.br`;
  await page.goto(storeUrl('localhost', '/'));
  await account.nav.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/customer/register'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  const submit = main.getByRole('button', { name: 'Criar conta' });
  await submit.click();
  await expect(main.getByText('Campo obrigatório')).toHaveCount(6);

  await main.getByText('Pessoa jurídica').click();
  await main.getByRole('textbox', { name: 'CNPJ' }).fill('12abc34501de35');
  await expect(main.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('12.ABC.345/01DE-35');
  await expect(main.getByLabel('Data de fundação')).toBeVisible();
  await main.getByText('Pessoa física').click();

  await main.getByRole('textbox', { name: 'Nome completo' }).fill('Rita Registro Teste');
  await main.getByRole('textbox', { name: 'CPF' }).fill('12345678900');
  await main.getByLabel('Data de nascimento').fill('1990-01-15');
  await main.getByRole('textbox', { name: 'E-mail' }).fill('cliente@exemplo.com.br');
  await main.getByRole('textbox', { name: 'Telefone' }).fill('11912345678');
  await expect(main.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11)91234-5678');
  await main.getByLabel('Senha').fill('123456');
  await submit.click();
  await expect(main.getByText('CPF inválido')).toBeVisible();
  await expect(
    main.getByText('A senha deve ter pelo menos 6 caracteres, com pelo menos uma letra'),
  ).toBeVisible();

  await main.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await main.getByLabel('Senha').fill('Cadastro1');
  await submit.click();
  await expect(main.getByText('Este e-mail já está cadastrado')).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/customer/register'));

  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await submit.click();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/register/success'));
  await expect(main.getByText('Bem-vindo(a), Rita!')).toBeVisible();
  await expect(
    main.getByText('Cadastro realizado com sucesso! Sua conta está pronta.'),
  ).toBeVisible();
  await expect(account.nav.getByText('Olá, Rita')).toBeVisible();

  await account.nav.getByRole('button', { name: 'Sair' }).click();
  await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await account.logIn('document', cpf, 'Cadastro1');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await expect(account.nav.getByText('Olá, Rita')).toBeVisible();

  // Account pages: an address with a bad CEP, then a good one.
  await account.nav.getByRole('link', { name: 'Minha conta' }).click();
  await main.getByRole('link', { name: /Meus endereços/ }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/addresses'));
  await expect(main.getByText('Você ainda não cadastrou endereços.')).toBeVisible();
  await main.getByRole('link', { name: 'Adicionar endereço' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Novo endereço' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação estrutural' })).toContainText(
    'Página Inicial/Meus endereços/Novo endereço',
  );
  // The recipient starts as the customer, with their CPF and phone.
  await expect(main.getByRole('textbox', { name: 'Nome de quem recebe' })).toHaveValue(
    'Rita Registro Teste',
  );
  await main.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(main.getByText('Campo obrigatório')).toHaveCount(6);
  await main.getByRole('textbox', { name: 'CEP' }).fill('0131a0');
  await expect(main.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310');
  await main.getByRole('textbox', { name: 'Rua' }).fill('Avenida Paulista');
  await main.getByRole('textbox', { name: 'Número' }).fill('1000');
  await main.getByRole('textbox', { name: 'Bairro' }).fill('Bela Vista');
  await main.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  await main.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  await main.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(main.getByText('CEP inválido')).toBeVisible();
  await main.getByRole('textbox', { name: 'CEP' }).fill('01310100');
  await expect(main.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
  await main.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(account.message('Endereço cadastrado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/addresses'));
  const saved = main.getByTestId('customer-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Avenida Paulista, 1000');
  await expect(saved).toContainText('CEP 01310-100');
  await expect(saved).toContainText('Principal');

  // Alterar senha, then a login with the new password.
  await page.goto(storeUrl('localhost', '/customer/account/update-password'));
  await main.getByLabel('Senha atual').fill('Cadastro1');
  await main.getByLabel('Nova senha', { exact: true }).fill('Trocada22');
  await main.getByLabel('Confirme a nova senha').fill('Trocada22');
  await main.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(account.message('Senha alterada com sucesso.')).toBeVisible();
  await account.nav.getByRole('button', { name: 'Sair' }).click();
  await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await account.logIn('email', email, 'Cadastro1');
  await expect(account.message('Email ou senha inválidos.')).toBeVisible();
  await account.logIn('email', email, 'Trocada22');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
});
