// Generates TypeScript types from an OpenAPI document with openapi-typescript, as an integrator's
// build would (app/api/openapi.test.ts). A worker thread of the test's own process: the package is
// ES modules only in its dependencies, which Node loads and Jest's module system does not.
import { parentPort, workerData } from 'node:worker_threads';
import openapiTS, { astToString } from 'openapi-typescript';

parentPort.postMessage(astToString(await openapiTS(workerData)));
