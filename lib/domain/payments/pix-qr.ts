import { qrCodeSvg } from '../qr-code';

/** The Pix BR Code as a QR code in SVG (lib/domain/qr-code.ts). */
export const pixQrCodeSvg = (payload: string, { label = 'QR Code Pix' }: { label?: string } = {}) =>
  qrCodeSvg(payload, { label });
