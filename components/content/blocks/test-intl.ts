// Test helper (not a test): next-intl's getTranslations over messages/pt.json.
import messages from '@/messages/pt.json';

type Tree = { [key: string]: string | Tree };

/** getTranslations over messages/pt.json, with {name} placeholders filled in. */
export async function translations({ namespace }: { locale: string; namespace: string }) {
  const scope = namespace.split('.').reduce<Tree>((tree, key) => tree[key] as Tree, messages);
  return (key: string, values: Record<string, string | number> = {}) => {
    const message = key.split('.').reduce<string | Tree>((tree, k) => (tree as Tree)[k]!, scope);
    if (typeof message !== 'string') throw new Error(`no message ${namespace}.${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}
