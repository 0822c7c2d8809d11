// `npm start`: build when no production build exists, apply migrations, seed an empty database,
// then serve the production build on PORT (default 3000) with scripts/server.mjs (Next's handler
// behind our own Node server, which knows the client's address: docs/adr/0016). Migrate and seed
// run before the server opens the database, because PGlite allows one process per data directory.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.env.PORT ?? '3000';
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('.next/BUILD_ID')) run('npm', ['run', '-s', 'build']);
run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--if-empty']);

// A 32 MB young generation (V8's default is 16 MB) halves the minor collections a busy store
// makes: rendering and pricing allocate many short-lived objects (about +10% add-to-cart throughput
// in bench/cart.ts). The operator's own NODE_OPTIONS come after and win.
const server = spawn('node', ['scripts/server.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    NODE_OPTIONS: `--max-semi-space-size=32 ${process.env.NODE_OPTIONS ?? ''}`.trim(),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
