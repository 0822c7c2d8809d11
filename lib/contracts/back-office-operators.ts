import { z } from 'zod';
import { API_KEY_SCOPES, OPERATOR_ROLES } from '@/lib/domain/back-office';
import { dbId, msg, NAME_MAX, requiredEmail, requiredText } from './common';

/**
 * An operator as the owner adds one: name, e-mail (unique in the store) and role, with a first
 * password the operator changes later (at least 10 characters: the back-office opens a store's
 * orders and prices).
 */
export const operatorCreateBody = z
  .object({
    name: requiredText(NAME_MAX),
    email: requiredEmail,
    role: z.enum(OPERATOR_ROLES, { message: msg.invalidValue }),
    password: requiredText(255).min(10, 'backOffice.operators.passwordShort'),
  })
  .strict();
export type OperatorCreateBody = z.input<typeof operatorCreateBody>;

/** PATCH /admin/operators/{id}: a role, on or off, or the second factor to enroll again. */
export const operatorChangeBody = z
  .object({
    role: z.enum(OPERATOR_ROLES, { message: msg.invalidValue }),
    active: z.boolean(),
    resetTotp: z.literal(true),
  })
  .partial()
  .strict();
export type OperatorChangeBody = z.input<typeof operatorChangeBody>;

export const operatorParams = z.object({ id: dbId }).strict();

export const storeOperator = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type StoreOperatorView = z.infer<typeof storeOperator>;

/** POST /admin/keys: a store API key for an ERP or a warehouse, with the areas it opens. */
export const apiKeyCreateBody = z
  .object({
    name: requiredText(80),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { message: msg.invalidValue }))
      .min(1, 'backOffice.keys.scopesRequired'),
  })
  .strict();
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBody>;

export const apiKeyParams = z.object({ id: dbId }).strict();

/** A store key as the owners see it: never its secret, which only its creation answers. */
export const storeApiKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type StoreApiKeyView = z.infer<typeof storeApiKeyView>;

/** The new key and, this once, its secret. */
export const issuedApiKey = storeApiKeyView.extend({ key: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKey>;
