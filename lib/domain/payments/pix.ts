/**
 * Pix BR Code: the text behind the Pix QR code and 'Pix copia e cola' (Banco Central's Manual do
 * BR Code, on EMV QRCPS-MPM). Each field is ID (2 digits), length (2 digits), value:
 *   00 '01' format · 01 '12' when the code is for one payment only · 26 merchant account
 *   (00 'br.gov.bcb.pix', then 01 the Pix key, or 25 the PSP's URL for a dynamic charge; 02 an
 *   optional message) · 52 '0000' · 53 '986' (real) · 54 amount · 58 'BR' · 59 name · 60 city
 *   · 62 additional data (05 txid, '***' when none) · 63 CRC16 of everything before its value.
 */
export const PIX_GUI = 'br.gov.bcb.pix';
const MERCHANT_ACCOUNT_MAX = 99;
export const PIX_KEY_MAX = 77;
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;
const TXID = new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`);
/** The txid field's value when the charge has no identifier. */
export const NO_TXID = '***';
const AMOUNT_MAX_CENTS = 999_999_999_999; // 54's value is at most 13 characters: 9999999999.99

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Printable ASCII only: accents dropped ('São Paulo' → 'Sao Paulo'), other characters removed.
 * The BR Code counts lengths in characters and many bank apps read it as ASCII.
 */
export function toPixText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Campo ${id} longo demais`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** '123.45' for 12345 cents, written from the integer so no float rounding creeps in. */
function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type PixChargeInput = {
  /** The receiver's Pix key (e-mail, CPF/CNPJ, +55 phone or random key): a static code. */
  key?: string;
  /** The PSP's charge location, without 'https://': a dynamic code. Exactly one of key or url. */
  url?: string;
  merchantName: string;
  merchantCity: string;
  /** Left out, the payer types the amount. */
  amountCents?: number;
  /** Up to 25 letters and digits; not with a url, whose charge carries its own. */
  txid?: string;
  /** A message for the payer (26-02), cut to what the 99-character account field still holds. */
  description?: string;
  /** Field 01 '12': the code pays once. Always so for a url; optional for a key. */
  oneTime?: boolean;
};

/** The BR Code for a charge; throws RangeError on data the code cannot carry. */
export function pixPayload(input: PixChargeInput): string {
  const { key, url, amountCents, txid } = input;
  if ((key === undefined) === (url === undefined))
    throw new RangeError('Informe a chave Pix ou a URL da cobrança, não ambas');
  const account = url !== undefined ? url.replace(/^https:\/\//i, '') : key!.trim();
  if (!account || account.length > PIX_KEY_MAX || /[^\x20-\x7e]/.test(account))
    throw new RangeError(`Chave ou URL Pix inválida: ${account}`);
  if (txid !== undefined && (url !== undefined || !TXID.test(txid)))
    throw new RangeError(`txid inválido: ${txid}`);
  if (
    amountCents !== undefined &&
    (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > AMOUNT_MAX_CENTS)
  )
    throw new RangeError(`Valor inválido: ${amountCents}`);
  const name = toPixText(input.merchantName).slice(0, MERCHANT_NAME_MAX).trim();
  const city = toPixText(input.merchantCity).slice(0, MERCHANT_CITY_MAX).trim();
  if (!name || !city) throw new RangeError('Nome e cidade do recebedor são obrigatórios');

  let merchantAccount = field('00', PIX_GUI) + field(url !== undefined ? '25' : '01', account);
  const room = MERCHANT_ACCOUNT_MAX - merchantAccount.length - 4;
  const description = toPixText(input.description ?? '').slice(0, Math.max(0, room));
  if (description) merchantAccount += field('02', description);

  const payload =
    field('00', '01') +
    (url !== undefined || input.oneTime ? field('01', '12') : '') +
    field('26', merchantAccount) +
    field('52', '0000') +
    field('53', '986') +
    (amountCents !== undefined ? field('54', amountText(amountCents)) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid ?? NO_TXID)) +
    '6304';
  return payload + crc16(payload);
}

export type TlvField = { id: string; value: string };

/** The ID-length-value fields of a text, or null when a length runs past the end. */
export function parseTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

export type PixPayloadData = {
  key?: string;
  url?: string;
  description?: string;
  merchantName: string;
  merchantCity: string;
  /** Absent when the payer types the amount. */
  amountCents?: number;
  /** Absent when the code carries '***'. */
  txid?: string;
  oneTime: boolean;
};

export type PixPayloadError =
  | 'estrutura'
  | 'crc'
  | 'formato'
  | 'conta'
  | 'categoria'
  | 'moeda'
  | 'valor'
  | 'pais'
  | 'nome'
  | 'cidade'
  | 'txid';

export type PixReading = { ok: true; data: PixPayloadData } | { ok: false; error: PixPayloadError };

const fail = (error: PixPayloadError): PixReading => ({ ok: false, error });

/** Fields by ID; null when an ID repeats (a code is ambiguous then). */
function byId(fields: TlvField[]): Map<string, string> | null {
  const map = new Map(fields.map((f) => [f.id, f.value]));
  return map.size === fields.length ? map : null;
}

/**
 * Reads and checks a BR Code: the TLV structure, the CRC, the mandatory fields and the Pix
 * merchant account (in any of IDs 26–51, as EMV allows). The error names the first field that
 * fails. Name and city lengths are the generator's limits and are not held against codes made
 * elsewhere, which often overrun them.
 */
export function readPixPayload(payload: string): PixReading {
  const text = payload.trim();
  const fields = parseTlv(text);
  if (!fields || fields.length < 2) return fail('estrutura');
  const crcField = fields[fields.length - 1]!;
  if (crcField.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(crcField.value)) return fail('estrutura');
  if (crc16(text.slice(0, -4)) !== crcField.value.toUpperCase()) return fail('crc');
  const top = byId(fields);
  if (!top) return fail('estrutura');
  if (fields[0]!.id !== '00' || fields[0]!.value !== '01') return fail('formato');
  const initiation = top.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    return fail('formato');

  let account: Map<string, string> | null = null;
  for (const f of fields) {
    const id = Number(f.id);
    if (id < 26 || id > 51) continue;
    const sub = parseTlv(f.value);
    const subById = sub && byId(sub);
    if (subById?.get('00')?.toLowerCase() === PIX_GUI) {
      account = subById;
      break;
    }
  }
  const key = account?.get('01');
  const url = account?.get('25');
  if (!account || (key === undefined) === (url === undefined) || !(key ?? url))
    return fail('conta');

  if (!/^\d{4}$/.test(top.get('52') ?? '')) return fail('categoria');
  if (top.get('53') !== '986') return fail('moeda');
  const amount = top.get('54');
  let amountCents: number | undefined;
  if (amount !== undefined) {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
    if (!m) return fail('valor');
    amountCents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
    if (amountCents <= 0) return fail('valor');
  }
  if (top.get('58') !== 'BR') return fail('pais');
  const merchantName = top.get('59');
  if (!merchantName) return fail('nome');
  const merchantCity = top.get('60');
  if (!merchantCity) return fail('cidade');

  let txid: string | undefined;
  const additional = top.get('62');
  if (additional !== undefined) {
    const sub = parseTlv(additional);
    const subById = sub && byId(sub);
    if (!subById) return fail('txid');
    const value = subById.get('05');
    if (value !== undefined && value !== NO_TXID) {
      if (!TXID.test(value)) return fail('txid');
      txid = value;
    }
  }

  const description = account.get('02');
  return {
    ok: true,
    data: {
      ...(key !== undefined ? { key } : { url }),
      ...(description ? { description } : {}),
      merchantName,
      merchantCity,
      ...(amountCents !== undefined ? { amountCents } : {}),
      ...(txid !== undefined ? { txid } : {}),
      oneTime: initiation === '12',
    },
  };
}

export function isValidPixPayload(payload: string): boolean {
  return readPixPayload(payload).ok;
}
