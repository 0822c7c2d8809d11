import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { addresses, contentPages, customers, portalCompanies, portalGroups } from '../schema';

export type PeopleIds = { cliente: number };

/**
 * DEMO-DATA.md people of the demo store, the portal customer `acme` (an administrator and a
 * buyer) and a second company, `globex`, whose buyer must not get into acme's portal.
 */
export async function seedDemoPeople(tx: Db, tenantId: number): Promise<PeopleIds> {
  const password = await hashPassword('Senha123');
  const [acme] = await tx
    .insert(portalGroups)
    .values({ tenantId, slug: 'acme', name: 'Acme Tecnologia Ltda', cnpj: '11222333000181' })
    .returning({ id: portalGroups.id });
  const [globex] = await tx
    .insert(portalGroups)
    .values({ tenantId, slug: 'globex', name: 'Globex Comércio S.A.', cnpj: '11444777000161' })
    .returning({ id: portalGroups.id });
  // Acme's portal home: the company's own page-builder page (GET /router?url=/portal/acme).
  await tx.insert(contentPages).values({
    tenantId,
    url: 'portal/acme',
    name: 'Portal Acme Tecnologia',
    visible: true,
    json: {
      blocks: [
        {
          type: 'page-container',
          children: [
            {
              type: 'text',
              props: {
                html: '<h2>Bem-vindo ao portal de compras da Acme</h2><p>Notebooks e acessórios com as condições do contrato corporativo. Pedidos acima de R$ 5.000,00 têm frete grátis para as filiais cadastradas.</p>',
              },
            },
          ],
        },
      ],
    },
  });
  const rows = await tx
    .insert(customers)
    .values([
      {
        tenantId,
        name: 'Maria Cliente da Silva',
        email: 'cliente@exemplo.com.br',
        document: '52998224725',
        birthDate: '1988-04-12',
        phone: '11987654321',
        passwordHash: password,
      },
      {
        tenantId,
        name: 'Ivo Incompleto',
        email: 'incompleto@exemplo.com.br',
        document: null,
        passwordHash: password,
      },
      {
        tenantId,
        name: 'Ana Afiliada Souza',
        email: 'afiliado@exemplo.com.br',
        document: '11144477735',
        birthDate: '1992-09-30',
        phone: '21976543210',
        passwordHash: password,
        affiliateGroup: 'parceiros',
      },
      {
        tenantId,
        name: 'Otávio Operador',
        email: 'operador@exemplo.com.br',
        passwordHash: password,
        role: 'OPERATOR',
      },
      {
        tenantId,
        name: 'Alice Admin Acme',
        email: 'admin@acme.com.br',
        document: '93541134780',
        birthDate: '1985-01-20',
        phone: '11955554444',
        passwordHash: password,
        portalGroupId: acme!.id,
      },
      {
        tenantId,
        name: 'Carlos Compras Acme',
        email: 'compras@acme.com.br',
        document: '71428793860',
        birthDate: '1990-06-15',
        phone: '11944443333',
        passwordHash: password,
        portalGroupId: acme!.id,
      },
      {
        tenantId,
        name: 'Gabriel Globex',
        email: 'compras@globex.com.br',
        document: '39053344705',
        birthDate: '1987-03-08',
        phone: '11933332222',
        passwordHash: password,
        portalGroupId: globex!.id,
      },
    ])
    .returning({ id: customers.id, email: customers.email });
  const id = (email: string) => rows.find((r) => r.email === email)!.id;
  await tx
    .update(portalGroups)
    .set({ adminCustomerId: id('admin@acme.com.br') })
    .where(eq(portalGroups.id, acme!.id));
  await tx
    .update(portalGroups)
    .set({ adminCustomerId: id('compras@globex.com.br') })
    .where(eq(portalGroups.id, globex!.id));
  await tx.insert(portalCompanies).values({
    tenantId,
    groupId: acme!.id,
    name: 'Acme Tecnologia Ltda',
    cnpj: '11222333000181',
    stateRegistration: '110.042.490.114',
    addresses: [
      {
        street: 'Rua das Indústrias',
        number: '500',
        district: 'Distrito Industrial',
        city: 'Campinas',
        region: 'SP',
        zipcode: '13054000',
      },
    ],
  });
  const cliente = id('cliente@exemplo.com.br');
  await tx.insert(addresses).values([
    {
      tenantId,
      customerId: cliente,
      name: 'Maria Cliente da Silva',
      document: '52998224725',
      type: 'residencial',
      phone: '11987654321',
      zipcode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      district: 'Bela Vista',
      city: 'São Paulo',
      region: 'SP',
      isDefault: true,
    },
    {
      tenantId,
      customerId: cliente,
      name: 'Maria Cliente da Silva',
      document: '52998224725',
      type: 'comercial',
      phone: '11987654321',
      zipcode: '20040020',
      street: 'Rua da Assembleia',
      number: '10',
      complement: 'Sala 1201',
      district: 'Centro',
      city: 'Rio de Janeiro',
      region: 'RJ',
    },
  ]);
  return { cliente };
}

/** Outra Loja has a customer with the same e-mail as the demo's, to prove separation. */
export async function seedOtherPeople(tx: Db, tenantId: number): Promise<void> {
  await tx.insert(customers).values({
    tenantId,
    name: 'Maria da Outra Loja',
    email: 'cliente@exemplo.com.br',
    document: '52998224725',
    birthDate: '1988-04-12',
    phone: '11987654321',
    passwordHash: await hashPassword('OutraSenha1'),
  });
}
