// `npm run store -- add <slug> <nome> <domínio>...`: a real store in the database (README "Deploy"),
// closed for maintenance until `npm run store -- open <slug>`. Writes the database directly, as
// `npm run orders -- create-key` does (DATABASE_URL, or the PGlite of DATA_DIR, server stopped).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from '../lib/server/db/client';
import {
  createStore,
  setStoreOpen,
  StoreConflictError,
  type StoreRule,
} from '../lib/server/services/stores';

/** What each rule of a new store asks, as the operator reads it. */
const RULES: Record<StoreRule, string> = {
  slug: 'slug: letras minúsculas, números e hífens (até 40)',
  name: 'nome: de 2 a 80 letras',
  domain: 'domínio inválido (exemplo: loja.com.br)',
  domains: 'informe ao menos um domínio',
  email: 'e-mail de atendimento inválido',
};

const USAGE = `Uso:
  npm run store -- add <slug> <nome da loja> <domínio> [mais domínios] [--email atendimento@loja.com.br]
  npm run store -- open <slug>      abre a loja aos clientes
  npm run store -- close <slug>     fecha a loja para manutenção

Uma loja nova começa fechada para manutenção; crie a chave do operador com
npm run orders -- create-key <slug> <nome da chave>.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' } },
});
const [command, slug, ...rest] = positionals;

if (
  !slug ||
  !['add', 'open', 'close'].includes(command ?? '') ||
  (command === 'add' && rest.length < 2)
) {
  console.error(USAGE);
  process.exit(2);
}

const handle = await openDatabase(databaseOptionsFromEnv());
try {
  await migrateDatabase(handle);
  if (command === 'add') {
    const [name, ...domains] = rest;
    const store = await createStore(handle.db, { slug, name: name!, domains, email: values.email });
    console.log(
      `Loja ${store.slug} criada (fechada para manutenção) em ${store.domains.join(', ')}.\n` +
        `Abra-a com: npm run store -- open ${store.slug}`,
    );
  } else if (await setStoreOpen(handle.db, slug, command === 'open')) {
    console.log(
      `Loja ${slug} ${command === 'open' ? 'aberta aos clientes' : 'fechada para manutenção'}.`,
    );
  } else {
    console.error(`Loja não encontrada: ${slug}`);
    process.exitCode = 1;
  }
} catch (error) {
  if (error instanceof z.ZodError)
    console.error(error.issues.map((i) => RULES[i.message as StoreRule] ?? i.message).join('\n'));
  else if (error instanceof StoreConflictError)
    console.error(
      error.taken === 'slug'
        ? `a loja ${error.values[0]} já existe`
        : `domínio já usado por outra loja: ${error.values.join(', ')}`,
    );
  else throw error;
  process.exitCode = 1;
} finally {
  await handle.close();
}
