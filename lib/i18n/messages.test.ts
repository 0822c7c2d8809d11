import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { isMessageKey, message, renderMessage, translateKey } from './messages';

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

  test('a Message renders in the reader language, nested messages and lists first', () => {
    const refused = message('orders.actionRefused', {
      action: message('orders.actions.ship'),
      status: message('orders.status.pending'),
    });
    expect(renderMessage('pt', refused)).toBe(
      `${translateKey('pt', 'orders.actionRefused', {
        action: translateKey('pt', 'orders.actions.ship'),
        status: translateKey('pt', 'orders.status.pending'),
      })}`,
    );
    expect(renderMessage('en', refused)).not.toBe(renderMessage('pt', refused));
    const types = message('validation.fileType', { types: { anyOf: ['JPG', 'PNG', 'WEBP'] } });
    expect(renderMessage('pt', types)).toBe(
      'Tipo de arquivo não permitido. Envie JPG, PNG ou WEBP.',
    );
    expect(renderMessage('en', types)).toContain('JPG, PNG, or WEBP');
  });

  test("a stored key is told from a provider's own words", () => {
    expect(isMessageKey('paymentAnswers.declined')).toBe(true);
    expect(isMessageKey('Saldo insuficiente no cartão')).toBe(false);
  });
});
