/**
 * QR codes as SVG: a Pix BR Code, an authenticator app's otpauth:// URI. Kept apart from pix.ts
 * so that reading or checking a BR Code in the browser does not bring the QR encoder along.
 */
import qrcode from 'qrcode-generator';

/**
 * A payload as a QR code in SVG, drawn on the server as well as in the browser (no canvas or
 * DOM). One path of dark modules on a white quiet zone of 4 modules, scaled by the viewBox. Error
 * correction M survives a smudged or creased print yet keeps the code small enough to scan.
 */
export function qrCodeSvg(payload: string, { label }: { label: string }): string {
  const qr = qrcode(0, 'M');
  qr.addData(payload, 'Byte');
  qr.make();
  const modules = qr.getModuleCount();
  const margin = 4;
  const size = modules + 2 * margin;
  // Each run of dark modules in a row is one rectangle: a third of the text of one per module.
  let path = '';
  for (let row = 0; row < modules; row++)
    for (let col = 0; col < modules;) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      let run = 1;
      while (col + run < modules && qr.isDark(row, col + run)) run++;
      path += `M${col + margin} ${row + margin}h${run}v1h-${run}z`;
      col += run;
    }
  const title = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges" role="img" aria-label="${title.replace(/"/g, '&quot;')}">` +
    `<title>${title}</title><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`
  );
}
