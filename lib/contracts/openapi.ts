import { z } from 'zod';
import { envelope } from './common';
import { operations, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const json = schemaOf(query, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(schema.type === 'object' ? { style: 'deepObject', explode: true } : {}),
  }));
}

/** OpenAPI 3.1 document of the store API, generated from the zod contracts. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, op] of Object.entries(operations) as [string, Operation][]) {
    const responseSchema = schemaOf(envelope(op.response), 'output');
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = {
      operationId,
      summary: op.summary,
      parameters: queryParameters(op.query),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              // Every call takes JSON or form data (`items[0][product]=12`) alike.
              content: Object.fromEntries(
                [
                  'application/json',
                  'application/x-www-form-urlencoded',
                  'multipart/form-data',
                ].map((type) => [type, { schema: schemaOf(op.body!, 'input') }]),
              ),
            },
          }
        : {}),
      ...(op.security ? { security: [{ [op.security]: [] }] } : {}),
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: responseSchema } },
        },
        ...(op.security
          ? { '401': { description: 'No API key, or an unknown or revoked one' } }
          : {}),
        '404': { description: 'Store or resource not found' },
        '422': { description: 'Invalid input; `errors` maps each field to its messages' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storefront API', version: '1.0.21' },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        storeApiKey: {
          type: 'http',
          scheme: 'bearer',
          description: "A store's operator key (sk_live_…), also accepted as the X-Api-Key header",
        },
      },
    },
    paths,
  };
}
