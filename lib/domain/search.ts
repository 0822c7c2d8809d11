import { slugify } from './text';

/** What the header search drawer suggests as the shopper types (SPEC.md section 9). */
export const SEARCH_SUGGESTIONS = { departments: 2, products: 4 } as const;
/** The drawer asks only once the term has this many characters… */
export const SEARCH_MIN_CHARS = 2;
/** …and only after the shopper paused typing this long (ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Longest search term kept (the API refuses longer ones). */
export const SEARCH_MAX_LENGTH = 200;
/** Words of a query that are looked at; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;

/**
 * Words a search ignores: PostgreSQL's Portuguese stop-word list without accents, as search words
 * are ('não' → 'nao'). The database's own list cannot drop them: its text-search configuration
 * removes accents before the stemmer looks the word up, so 'nao' is no longer on its list.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a ao aos aquela aquelas aquele aqueles aquilo as ate com como da das de dela delas dele deles ' +
    'depois do dos e ela elas ele eles em entre era eram eramos essa essas esse esses esta estamos ' +
    'estao estas estava estavam estavamos este esteja estejam estejamos estes esteve estive estivemos ' +
    'estiver estivera estiveram estiveramos estiverem estivermos estivesse estivessem estivessemos ' +
    'estou eu foi fomos for fora foram foramos forem formos fosse fossem fossemos fui ha haja hajam ' +
    'hajamos hao havemos hei houve houvemos houver houvera houveram houveramos houverao houverei ' +
    'houverem houveremos houveria houveriam houveriamos houvermos houvesse houvessem houvessemos ' +
    'isso isto ja lhe lhes mais mas me mesmo meu meus minha minhas muito na nao nas nem no nos nossa ' +
    'nossas nosso nossos num numa o os ou para pela pelas pelo pelos por qual quando que quem sao se ' +
    'seja sejam sejamos sem sera serao serei seremos seria seriam seriamos seu seus so somos sou sua ' +
    'suas tambem te tem temos tenha tenham tenhamos tenho tera terao terei teremos teria teriam ' +
    'teriamos teu teus teve tinha tinham tinhamos tive tivemos tiver tivera tiveram tiveramos ' +
    'tiverem tivermos tivesse tivessem tivessemos tu tua tuas um uma voce voces vos'
  ).split(' '),
);

/**
 * The words of a search as the store's search documents hold them: lower case, accents removed,
 * split on anything that is not a letter or digit ('Memória 16GB' → ['memoria', '16gb']), the
 * same rule as `storefront_words` in SQL (migration 0004). Stop words are left out.
 */
export function searchWords(query: string): string[] {
  const words = slugify(query)
    .split('-')
    .filter((w) => w.length > 0 && w.length <= 40 && !SEARCH_STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}
