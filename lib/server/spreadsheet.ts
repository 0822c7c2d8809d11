import 'server-only';
import ExcelJS from 'exceljs';

/**
 * Excel workbooks (.xlsx) for the catalog's import and export, through exceljs: the first sheet's
 * rows as text cells, and a sheet written from rows. A file is a workbook by its bytes (a ZIP),
 * whatever its name says.
 */

/** An .xlsx is a ZIP archive: it starts with PK\x03\x04. */
export const isXlsx = (bytes: Uint8Array): boolean =>
  bytes.length > 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

/** The first sheet's rows, each cell as the text it shows (empty cells empty), empty rows kept. */
export async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  const width = sheet.columnCount;
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

/** A cell's value as text: numbers as JavaScript writes them (59.9), rich text joined, dates ISO. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** A workbook of one sheet: the header in bold, then the rows, every cell as text. */
export async function xlsxFile(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<string[][]>,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for await (const batch of rows) for (const row of batch) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 18));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
