/** What the card form says when a provider's script refuses the card (Portuguese, as the store). */
export const CARD_MESSAGES = {
  /** The provider's script did not load (blocked, offline) or the store has no public key. */
  unavailable:
    'Não foi possível carregar o pagamento com cartão. Recarregue a página ou escolha outra forma de pagamento.',
  number: 'Confira o número do cartão.',
  brand: 'Esta bandeira de cartão não é aceita. Use outro cartão ou outra forma de pagamento.',
  holderName: 'Confira o nome impresso no cartão.',
  expiryMonth: 'Confira o mês de validade do cartão.',
  expiryYear: 'Confira o ano de validade do cartão.',
  securityCode: 'Confira o código de segurança do cartão.',
  document: 'Confira o CPF/CNPJ do titular do cartão.',
  other: 'Não foi possível validar o cartão. Confira os dados e tente novamente.',
} as const;
