/** File types a customer may send, recognised by their first bytes, never by name or header. */
export const FILE_TYPES = {
  'image/jpeg': { label: 'JPG', extension: 'jpg' },
  'image/png': { label: 'PNG', extension: 'png' },
  'image/webp': { label: 'WEBP', extension: 'webp' },
  'application/pdf': { label: 'PDF', extension: 'pdf' },
} as const;
export type FileType = keyof typeof FILE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of a file from its content, or null when it is none of FILE_TYPES. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/**
 * A file name safe to store and to send back in Content-Disposition: no folders, no control
 * characters, at most 120 characters, and never empty.
 */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-120);
  return clean || fallback;
}
