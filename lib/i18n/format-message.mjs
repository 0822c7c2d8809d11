// next-intl formats every message through the module `use-intl/format-message`, aliased here on
// the server (next.config.mjs). Server components format the messages as written, with
// intl-messageformat; the messages sent to client components are compiled ahead of time
// (lib/i18n/compiled-messages.ts), and the server renders those client components too, so it
// formats both. The browser's alias is icu-minify's formatter alone: no ICU parser ships.
import formatWritten from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';
import formatCompiled from '../../node_modules/use-intl/dist/esm/production/format-message/format-only.js';

/** @param {[string, unknown, ...unknown[]]} args next-intl's key, message, values and options */
export default function formatMessage(...args) {
  return typeof args[1] === 'string' ? formatWritten(...args) : formatCompiled(...args);
}
// `t.raw` stays available to server components (it hands back the message as written).
formatMessage.raw = true;
