import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { envelope } from './common';
import { API_BASE } from './endpoints';
import { operations, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

const LOCAL_REF = '#/$defs/';
const COMPONENT_REF = '#/components/schemas/';

/** A copy of `node` with every `$ref` to a local `$defs` entry pointed at `names`' component. */
function pointRefs(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => pointRefs(item, names));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_REF)) {
        const name = names.get(value.slice(LOCAL_REF.length));
        if (!name) throw new Error(`OpenAPI: ${value} is defined nowhere`);
        return [key, COMPONENT_REF + name];
      }
      return [key, pointRefs(value, names)];
    }),
  );
}

/**
 * The document's shared schemas. zod puts what a schema shares (a recursive tree, a schema with a
 * `.meta({ id })`) in the schema's own `$defs` and points at it with `#/$defs/…`, which inside an
 * OpenAPI document resolves against the document's root, where there is no `$defs`: a standard
 * validator refuses such a reference. Each `$defs` entry moves here, named by its id (zod's
 * `__schemaN` becomes `Schema`), and its references follow it; the same schema met again in another
 * operation keeps its one name, a different one under a taken name gets a number.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  hoist(json: JsonSchema): JsonSchema {
    const { $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return json;
    const names = new Map<string, string>();
    for (const key of Object.keys($defs)) names.set(key, this.base(key));
    for (const [key, def] of Object.entries($defs)) {
      const base = this.base(key);
      for (let n = 1; ; n++) {
        const name = n === 1 ? base : `${base}${n}`;
        names.set(key, name);
        const existing = this.schemas[name];
        if (!existing || isDeepStrictEqual(existing, pointRefs(def, names))) break;
      }
    }
    for (const [key, def] of Object.entries($defs))
      this.schemas[names.get(key)!] = pointRefs(def, names) as JsonSchema;
    return pointRefs(rest, names) as JsonSchema;
  }

  private base(key: string): string {
    return key.startsWith('__schema') ? 'Schema' : key.replace(/[^\w.-]/g, '_');
  }
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Components) {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  delete json.$schema;
  return components.hoist(json);
}

function objectProperties(schema: z.ZodType | undefined, components: Components) {
  if (!schema) return { properties: {} as Record<string, JsonSchema>, required: new Set<string>() };
  const json = schemaOf(schema, 'input', components);
  return {
    properties: (json.properties ?? {}) as Record<string, JsonSchema>,
    required: new Set((json.required as string[] | undefined) ?? []),
  };
}

/** The path's `{name}` parameters (always required) and the query's, from their contracts. */
function parameters(op: Operation, components: Components) {
  const path = objectProperties(op.params, components).properties;
  const query = objectProperties(op.query, components);
  return [
    ...[...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name: name!,
      in: 'path',
      required: true,
      schema: path[name!] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required.has(name),
      schema,
      ...(schema.type === 'object' ? { style: 'deepObject', explode: true } : {}),
    })),
  ];
}

/**
 * OpenAPI 3.1 document of the store API, generated from the zod contracts: valid for standard
 * tools (app/api/openapi.test.ts validates it and generates a typed client from it).
 */
export function buildOpenApiDocument() {
  const components = new Components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, op] of Object.entries(operations) as [string, Operation][]) {
    const responseSchema = schemaOf(envelope(op.response), 'output', components);
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = {
      operationId,
      summary: op.summary,
      parameters: parameters(op, components),
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
                ].map((type) => [type, { schema: schemaOf(op.body!, 'input', components) }]),
              ),
            },
          }
        : {}),
      ...(op.security === 'backOffice'
        ? { security: [{ backOfficeSession: [] }, { storeApiKey: [] }] }
        : op.security
          ? { security: [{ [op.security]: [] }] }
          : {}),
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: responseSchema } },
        },
        ...(op.security
          ? {
              '401': {
                description:
                  op.security === 'backOffice'
                    ? 'No back-office session or store key (or an unknown or revoked key)'
                    : 'No API key, or an unknown or revoked one',
              },
            }
          : {}),
        '404': { description: 'Store or resource not found' },
        '422': { description: 'Invalid input; `errors` maps each field to its messages' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storefront API', version: '1.0.21' },
    servers: [{ url: API_BASE }],
    components: {
      schemas: components.schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        storeApiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A store's operator key (sk_live_…), also accepted as the X-Api-Key header; the back-office calls need its scope (catalog, orders)",
        },
        backOfficeSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'backoffice_session',
          description: "An operator's session at the store's /admin (POST /admin/session)",
        },
      },
    },
    paths,
  };
}
