// After `next build` (npm run build): completes .next/standalone, the server with only the files it
// needs (output: 'standalone'), into what the image runs (Dockerfile, docs/adr/0023). Next traces
// the app's own files; this adds what Next leaves to the deployment: the store's HTTP server
// (scripts/server.mjs, outside Next's bundle) with everything it imports, found by the same tracer,
// and the static files (public/, .next/static) that server serves.
import { cpSync, existsSync, mkdirSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft');

const root = fileURLToPath(new URL('..', import.meta.url));
const standalone = path.join(root, '.next/standalone');
if (!existsSync(path.join(standalone, '.next/BUILD_ID'))) {
  console.error('.next/standalone is missing: run `next build` (output: standalone) first');
  process.exit(1);
}

const started = Date.now();
// Next itself is in the standalone output already, traced for a production server; followed from
// `import('next')`, the tracer would add its development server and build tools as well.
const { fileList } = await nodeFileTrace([path.join(root, 'scripts/server.mjs')], {
  base: root,
  ignore: (file) => file.startsWith('node_modules/next/'),
});
// Copied over what an earlier run left, so that the folder always has this checkout's server.
for (const file of fileList) {
  const target = path.join(standalone, file);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(root, file), target);
}
cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
cpSync(path.join(root, '.next/static'), path.join(standalone, '.next/static'), { recursive: true });
console.log(
  `standalone: the server and ${fileList.size - 1} files it imports, public/ and .next/static copied in ${Date.now() - started} ms`,
);
