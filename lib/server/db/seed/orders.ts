import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import {
  coupons,
  orderItems,
  orderStatusHistory,
  orders,
  shippingRules,
  type OrderAddress,
} from '../schema';
import type { CatalogIds } from './catalog';
import { demoProducts } from './catalog-data';

const address: OrderAddress = {
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
};

type OrderFixture = {
  number: number;
  status: (typeof orders.$inferInsert)['status'];
  method: string;
  items: [sku: string, quantity: number][];
  shippingCents: number;
  guest?: boolean;
  daysAgo: number;
};

const fixtures: OrderFixture[] = [
  {
    number: 100001,
    status: 'shipped',
    method: 'pix',
    items: [['NB-DEMO-PRO-15', 1]],
    shippingCents: 0,
    guest: true,
    daysAgo: 6,
  },
  {
    number: 100002,
    status: 'pending',
    method: 'billet',
    items: [
      ['MS-0001', 1],
      ['TC-0001', 1],
    ],
    shippingCents: 2490,
    daysAgo: 1,
  },
  {
    number: 100003,
    status: 'processing',
    method: 'creditCard',
    items: [['NB-0007', 1]],
    shippingCents: 0,
    daysAgo: 3,
  },
  {
    number: 100004,
    status: 'shipped',
    method: 'pix',
    items: [['HS-0002', 2]],
    shippingCents: 1990,
    daysAgo: 8,
  },
  {
    number: 100005,
    status: 'completed',
    method: 'creditCard',
    items: [
      ['SSD-0002', 1],
      ['RAM-0002', 2],
    ],
    shippingCents: 0,
    daysAgo: 40,
  },
  {
    number: 100006,
    status: 'canceled',
    method: 'billet',
    items: [['MC-0001', 1]],
    shippingCents: 2990,
    daysAgo: 20,
  },
  {
    number: 100007,
    status: 'payment_review',
    method: 'creditCard',
    items: [['GPU-0001', 1]],
    shippingCents: 0,
    daysAgo: 2,
  },
];

/** Orders of the complete customer in several statuses; 100001 is the guest lookup fixture. */
export async function seedDemoOrders(
  tx: Db,
  tenantId: number,
  customerId: number,
  ids: CatalogIds,
): Promise<void> {
  const bySku = new Map(demoProducts.map((p) => [p.sku, p]));
  for (const f of fixtures) {
    const lines = f.items.map(([sku, quantity]) => ({ product: bySku.get(sku)!, quantity }));
    const totalPrice = lines.reduce((sum, l) => sum + l.product.finalPriceCents * l.quantity, 0);
    const createdAt = new Date(Date.now() - f.daysAgo * 86_400_000);
    const id = randomBytes(18).toString('base64url');
    await tx.insert(orders).values({
      id,
      tenantId,
      number: f.number,
      customerId,
      status: f.status,
      customerDocument: '52998224725',
      customerEmail: 'cliente@exemplo.com.br',
      shippingAddress: address,
      shipment: {
        method: f.shippingCents ? 'PAC' : 'SEDEX',
        description: f.shippingCents ? 'Entrega econômica' : 'Entrega expressa',
        totalCents: f.shippingCents,
        deliveryTime: '05 a 10 dias úteis',
      },
      transactionMethod: f.method,
      totalPriceCents: totalPrice,
      totalShippingCents: f.shippingCents,
      totalFinalCents: totalPrice + f.shippingCents,
      placedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        tenantId,
        orderId: id,
        productId: ids.productIds.get(l.product.sku)!,
        type: l.product.type ?? 'simple',
        quantity: l.quantity,
        priceCents: l.product.finalPriceCents,
        name: l.product.name,
        sku: l.product.sku,
        mediaUrl: `/media/${l.product.image}-a.svg`,
      })),
    );
    await tx
      .insert(orderStatusHistory)
      .values({ tenantId, orderId: id, fromStatus: null, toStatus: f.status ?? 'new', createdAt });
  }
}

export async function seedCoupons(tx: Db, tenantId: number): Promise<void> {
  await tx.insert(coupons).values([
    { tenantId, code: 'DESCONTO10', discountType: 'percentual', value: 10 },
    { tenantId, code: 'MENOS50', discountType: 'fixed', value: 5000 },
    {
      tenantId,
      code: 'EXPIRADO',
      discountType: 'percentual',
      value: 15,
      expiresAt: new Date('2025-12-31T23:59:59-03:00'),
    },
  ]);
}

/** Two methods over the whole CEP range, priced by percent and by price range. */
export async function seedShipping(tx: Db, tenantId: number): Promise<void> {
  await tx.insert(shippingRules).values([
    {
      tenantId,
      method: 'SEDEX',
      description: 'Entrega expressa',
      zipStart: '00000000',
      zipEnd: '39999999',
      priceType: 'percent',
      value: 250,
      deliveryDaysMin: 2,
      deliveryDaysMax: 4,
    },
    {
      tenantId,
      method: 'SEDEX',
      description: 'Entrega expressa',
      zipStart: '40000000',
      zipEnd: '99999999',
      priceType: 'percent',
      value: 400,
      deliveryDaysMin: 4,
      deliveryDaysMax: 8,
    },
    {
      tenantId,
      method: 'PAC',
      description: 'Entrega econômica',
      zipStart: '00000000',
      zipEnd: '99999999',
      priceType: 'price_range',
      rates: [
        { startPriceCents: 0, endPriceCents: 29899, priceCents: 2490 },
        { startPriceCents: 29900, endPriceCents: 999999999, priceCents: 0 },
      ],
      deliveryDaysMin: 5,
      deliveryDaysMax: 10,
    },
  ]);
}
