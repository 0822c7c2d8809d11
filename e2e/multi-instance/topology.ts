/**
 * The production topology with processes (issue 27; the image's compose.yaml, without a container
 * runtime): a database of its own on the PostgreSQL server, Redis, two servers from the standalone
 * build and Debian's nginx in front, round robin, with the same nginx.conf as compose.yaml.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const standaloneServer = path.join(root, '.next/standalone/scripts/server.mjs');
const NGINX = '/usr/sbin/nginx';

export type Instance = {
  name: 'A' | 'B';
  port: number;
  origin: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

export type Topology = {
  /** nginx, in front of both. */
  origin: string;
  a: Instance;
  b: Instance;
  /** A client of the topology's own database (the test's direct look at what was stored). */
  db: pg.Client;
  /** Its database's name, and the namespace of its Redis keys. */
  namespace: string;
  stop(): Promise<void>;
};

/** What the topology needs and this machine lacks, or null when all is there. */
export function missingForTopology(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL (a PostgreSQL server)';
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL (a Redis server)';
  if (!existsSync(NGINX)) return `${NGINX} (Debian's nginx package)`;
  return null;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startInstance(name: 'A' | 'B', port: number, env: Record<string, string>): Instance {
  const child = spawn('node', [standaloneServer], {
    env: {
      NODE_ENV: 'production',
      ...env,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    name,
    port,
    origin: `http://localhost:${port}`,
    process: child,
    exited,
    output: () => output,
  };
}

/** deploy/nginx.conf with this machine's addresses, inside the http block nginx needs alone. */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server app-[ab]:3000.*$/gm, '')
    .replace(
      'upstream storefront {',
      `upstream storefront {\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}`,
    )
    .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`;
}

export async function startTopology(
  ports: { nginx: number; a: number; b: number },
  extraEnv: Record<string, string> = {},
): Promise<Topology> {
  if (!existsSync(standaloneServer))
    throw new Error('.next/standalone is missing: run `npm run build` first');
  const id = `mi_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${id}`);
  await admin.end();
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${id}`;

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_NAMESPACE: id,
    // nginx is one proxy; the test names its shoppers' addresses in X-Forwarded-For, as a CDN in
    // front of nginx would, so that 50 shoppers are 50 addresses.
    TRUST_PROXY: '2',
    PAYMENT_SANDBOX: '1',
    RECONCILE_CHARGES: '0',
    ...extraEnv,
  };
  // Migrations and the demo stores, once, before any instance starts (the compose `migrate`).
  const seeded = spawnSync(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--if-empty'],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);

  const a = startInstance('A', ports.a, env);
  const b = startInstance('B', ports.b, env);
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, ports.nginx, [ports.a, ports.b]));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await Promise.all([
      waitFor(`${a.origin}/api/ready`, 60_000),
      waitFor(`${b.origin}/api/ready`, 60_000),
    ]);
    await waitFor(`http://localhost:${ports.nginx}/api/health`, 10_000);
  } catch (error) {
    // Nothing is left running when the topology could not start (nginx says why on stderr).
    for (const child of [a.process, b.process, nginx]) child.kill('SIGKILL');
    throw error;
  }
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();

  return {
    origin: `http://localhost:${ports.nginx}`,
    a,
    b,
    db,
    namespace: id,
    async stop() {
      await db.end();
      nginx.kill('SIGQUIT');
      // What nginx had to say about the instances (a refused or reset connection), for the log.
      const errors = readFileSync(path.join(dir, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('upstream') && !line.includes('/api/health'));
      if (errors.length > 0) console.log(`nginx:\n${errors.slice(0, 20).join('\n')}`);
      for (const instance of [a, b])
        if (instance.process.exitCode === null) instance.process.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      rmSync(dir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${id} with (force)`);
      await cleanup.end();
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`storefront:*:${id}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
