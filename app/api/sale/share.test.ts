/**
 * POST /sale/quote by e-mail (issue 25, item 12): the store writes to an address a visitor types,
 * so it is limited per client, per cart and per recipient, and says plainly who wrote what.
 */
import { eq } from 'drizzle-orm';
import { POST as shareCart } from '@/app/api/sale/quote/route';
import { outboxEmails } from '@/lib/server/db/schema';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { newCart, productIdOf } from '@/test/factories';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
let mailbox = 0;
const nextRecipient = () => `amigo${++mailbox}@exemplo.com.br`;

/** A visitor's cart with one notebook. */
const notebookCart = async () => (await newCart([await productIdOf('notebook-demo-pro-15')])).id;

const share = (
  order: string,
  fields: Partial<{ name: string; email: string; emailTo: string; message: string }> = {},
  from = `10.12.0.${++address}`,
) =>
  call(shareCart, '/api/sale/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: sealAddress(from) },
    body: JSON.stringify({
      type: 'email',
      order,
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      emailTo: nextRecipient(),
      message: 'Olha este notebook!',
      ...fields,
    }),
  });
const mailsTo = (to: string) =>
  database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe(`sharing a cart by e-mail on ${databaseKind}`, () => {
  test('the e-mail says who sent it; their message is quoted plain text with no link in it', async () => {
    const cart = await notebookCart();
    const res = await share(cart, {
      name: 'Ana visite ganhe.example',
      emailTo: 'bia@exemplo.com.br',
      message:
        'Oi Bia!\nClique em https://phish.example/entrar ou www.golpe.com.br\n<a href="https://x.example">prêmio</a> R$ 1.500,00',
    });
    expect(res.status).toBe(201);
    const { url } = res.json.content as { url: string };
    const [mail] = await mailsTo('bia@exemplo.com.br');
    expect(mail!.subject).toBe('Ana visite ganhe[.]example compartilhou um carrinho com você');
    expect(mail!.text).toBe(
      [
        'Ana visite ganhe[.]example compartilhou um carrinho da Loja Demo com você e escreveu:',
        '',
        '> Oi Bia!',
        '> Clique em https[:]//phish[.]example/entrar ou www[.]golpe[.]com[.]br',
        '> <a href="https[:]//x[.]example">prêmio</a> R$ 1.500,00',
        '',
        `Veja o carrinho e leve os produtos para o seu: ${url}`,
        '',
        'A mensagem acima foi escrita por Ana visite ganhe[.]example, não pela Loja Demo. Você recebeu este e-mail porque Ana visite ganhe[.]example digitou o seu endereço no site da loja; nas próximas 24 horas nenhum outro carrinho será enviado para ele.',
      ].join('\n'),
    );
    // The only address a mail program could open is the store's own cart.
    expect(mail!.text.match(/https?:\/\/\S+/g)).toEqual([url]);
  });

  test('one recipient gets one shared cart a day, whoever sends it: the repeat is refused', async () => {
    const to = 'vitima@exemplo.com.br';
    expect((await share(await notebookCart(), { emailTo: to })).status).toBe(201);
    const again = await share(await notebookCart(), { emailTo: 'Vitima@Exemplo.com.br' });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe(
      'Um carrinho já foi enviado para este e-mail nas últimas 24 horas.',
    );
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  test(`one cart goes by e-mail ${RATE_POLICIES.shareEmail.per.cart.limit} times an hour`, async () => {
    const cart = await notebookCart();
    const limit = RATE_POLICIES.shareEmail.per.cart.limit;
    for (let i = 0; i < limit; i++) expect((await share(cart)).status).toBe(201);
    const refused = await share(cart);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      'Muitos carrinhos enviados por e-mail. Tente novamente em 60 min.',
    );
  });

  test(`one client sends ${RATE_POLICIES.shareEmail.per.address.limit} shared carts an hour; a link is not limited`, async () => {
    const from = '10.12.9.9';
    const limit = RATE_POLICIES.shareEmail.per.address.limit;
    for (let i = 0; i < limit; i++)
      expect((await share(await notebookCart(), {}, from)).status).toBe(201);
    const refused = await share(await notebookCart(), {}, from);
    expect(refused.status).toBe(429);
    const link = await call(shareCart, '/api/sale/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: sealAddress(from) },
      body: JSON.stringify({ type: 'link', order: await notebookCart() }),
    });
    expect(link.status).toBe(201);
  });
});
