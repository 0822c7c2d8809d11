/**
 * The demo store's operator API key, documented like the demo password 'Senha123' so that
 * `npm run orders` works out of the box; only its hash goes in the database. Real keys are random
 * (`npm run orders -- create-key`).
 */
export const DEMO_OPERATOR_KEY = {
  name: 'Operador demo',
  key: 'sk_demo_operador_loja_demo_0001',
} as const;
