import type { OperatorRole } from '../../../domain/back-office';

// Data only (no server module): the journeys compute the owner's codes from it.

/**
 * The demo stores' back-office team (README, "Back-office"), with the demo password 'Senha123'.
 * The owner's second factor is enrolled with this documented secret, so tests and the journeys
 * compute its codes (any authenticator app takes it too); real owners enroll their own at
 * their first login.
 */
export const DEMO_OWNER_TOTP_SECRET = 'IRSW232PO5XGK4SUN52HAU3FMNZGK5BB';

export const DEMO_OPERATORS: {
  email: string;
  name: string;
  role: OperatorRole;
  totpSecret?: string;
}[] = [
  {
    email: 'dono@exemplo.com.br',
    name: 'Diana Dona',
    role: 'owner',
    totpSecret: DEMO_OWNER_TOTP_SECRET,
  },
  { email: 'catalogo@exemplo.com.br', name: 'Caio Catálogo', role: 'catalog' },
  { email: 'pedidos@exemplo.com.br', name: 'Paula Pedidos', role: 'orders' },
  { email: 'conteudo@exemplo.com.br', name: 'Clara Conteúdo', role: 'content' },
];
