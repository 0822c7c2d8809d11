import jsQR from 'jsqr';

import { pixPayload } from './pix';
import { pixQrCodeSvg } from './pix-qr';

/** The static example of Banco Central's Manual do BR Code. */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const store = { merchantName: 'Loja Demonstração Ltda', merchantCity: 'São Paulo' };

/** The module matrix drawn by the SVG, rasterized and handed to an independent QR decoder. */
function decodeSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const dark = new Set<string>();
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(x) + i},${y}`);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++) {
      const value = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`) ? 0 : 255;
      pixels.set([value, value, value, 255], (py * width + px) * 4);
    }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('QR code', () => {
  test('an SVG that decodes back to the payload', () => {
    const svg = pixQrCodeSvg(MANUAL_EXAMPLE);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 57 57" /);
    expect(svg).toContain('<title>QR Code Pix</title>');
    expect(decodeSvg(svg)).toBe(MANUAL_EXAMPLE);
  });
  test('a long dynamic code too, and the label is escaped', () => {
    const payload = pixPayload({
      ...store,
      url: 'pix.example.com/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      description: 'Pedido 2025000123',
    });
    const svg = pixQrCodeSvg(payload, { label: 'Pix "R$ 10" <copia>' });
    expect(svg).toContain('aria-label="Pix &quot;R$ 10&quot; &lt;copia&gt;"');
    expect(decodeSvg(svg)).toBe(payload);
  });
});
