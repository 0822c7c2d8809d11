import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { translateKey } from './messages';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('messages', () => {
  test('pt and en have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  test('validation texts are the exact texts of SPEC.md', () => {
    expect(translateKey('pt', 'validation.required')).toBe('Campo obrigatório');
    expect(translateKey('pt', 'validation.invalidEmail')).toBe('Email inválido');
    expect(translateKey('pt', 'maintenance.banner')).toBe(
      'Loja em manutenção. Nenhuma compra será aceita no momento.',
    );
  });

  test('placeholders are filled and unknown keys come back unchanged', () => {
    expect(translateKey('pt', 'validation.unknownField', { field: 'extra' })).toBe(
      'Campo não permitido: extra',
    );
    expect(translateKey('en', 'no.such.key')).toBe('no.such.key');
  });
});
