/**
 * GET /api/openapi.json for an integrator's tools: a standard validator accepts it as OpenAPI 3.1
 * (every reference resolves, every path parameter is declared), and a standard generator makes a
 * typed client of it whose operations carry their parameters, bodies and answers.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import { GET } from '@/app/api/openapi.json/route';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; parameters: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
};

/** openapi-typescript's output for `document`, generated in a worker thread of this process. */
function generateTypes(document: Document): Promise<string> {
  const worker = new Worker(path.join(process.cwd(), 'test/openapi-typescript.worker.mjs'), {
    workerData: document,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

let doc: Document;
beforeAll(async () => {
  doc = (await (await GET()).json()) as Document;
});

test('a standard validator accepts the document as OpenAPI 3.1', async () => {
  // The validator dereferences in place: it gets a copy.
  const result = await validate(structuredClone(doc) as never);
  expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
  expect(result.specification).toBe('OpenAPI');
  expect(doc.openapi).toBe('3.1.0');
  // The category tree and the page builder's block (recursive schemas) are shared components,
  // referenced where they are used; a block as sent (Block) and as answered (Block2, no other
  // keys) differ.
  expect(Object.keys(doc.components.schemas).sort()).toEqual(['Block', 'Block2', 'Category']);
  expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  expect(doc.paths['/sale/order/{id}']!.get!.parameters).toEqual([
    { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string' }) },
  ]);
});

test('openapi-typescript generates a client whose operations type-check as an integrator uses them', async () => {
  const source = await generateTypes(doc);
  expect(source).toContain('export interface operations');
  // An integrator's code against the generated types, checked by the TypeScript compiler.
  const usage = `
    import type { operations, paths } from './api';
    type Json<O extends keyof operations, S extends keyof operations[O]['responses']> =
      operations[O]['responses'][S] extends { content: { 'application/json': infer B } } ? B : never;
    export const cartId: operations['getCart']['parameters']['path']['id'] = 'a1b2';
    export const portal: operations['updatePortalBuyer']['parameters']['path'] = { customer: 'acme', id: 3 };
    export const login: NonNullable<operations['logIn']['requestBody']>['content']['application/json'] =
      { login: 'ana@example.com', password: 'segredo1' };
    export const menu = (answer: Json<'listCategories', 200>) => answer.content?.[0]?.children[0]?.name;
    export const orders = (answer: Json<'listCustomerOrders', 200>) => answer.content?.[0]?.number;
    export const placed: keyof paths = '/sale/checkout';
  `;
  const files: Record<string, string> = { '/api.ts': source, '/usage.ts': usage };
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name in files || ts.sys.fileExists(name);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.getSourceFile = (name, language) =>
    name in files
      ? ts.createSourceFile(name, files[name]!, language)
      : getSourceFile(name, language);
  const program = ts.createProgram(['/usage.ts'], options, host);
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems).toEqual([]);

  // And it refuses what the contract refuses: a cart without its id.
  files['/usage.ts'] = `
    import type { operations } from './api';
    export const noId: operations['getCart']['parameters']['path'] = {};
  `;
  const wrong = ts.createProgram(['/usage.ts'], options, host);
  expect(ts.getPreEmitDiagnostics(wrong).length).toBeGreaterThan(0);
});
