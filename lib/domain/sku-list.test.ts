import { parseSkuList } from './sku-list';

test('reads SKU;quantity lines, the CSV separators and a header, numbering lines as typed', () => {
  expect(parseSkuList('NB-DEMO-PRO-15;2\n\nMS-DEMO-M1 ; 3\r\n"KB-01",1\nHS-02\t4')).toEqual({
    lines: [
      { line: 1, sku: 'NB-DEMO-PRO-15', quantity: 2, alsoOn: [] },
      { line: 3, sku: 'MS-DEMO-M1', quantity: 3, alsoOn: [] },
      { line: 4, sku: 'KB-01', quantity: 1, alsoOn: [] },
      { line: 5, sku: 'HS-02', quantity: 4, alsoOn: [] },
    ],
    problems: [],
  });
  expect(parseSkuList('sku;quantidade\nA1;1').lines).toEqual([
    { line: 2, sku: 'A1', quantity: 1, alsoOn: [] },
  ]);
  // A spreadsheet's export may end its rows with empty columns.
  expect(parseSkuList('SKU,Qtd,\nA1,1,\nB2;3;;').lines).toEqual([
    { line: 2, sku: 'A1', quantity: 1, alsoOn: [] },
    { line: 3, sku: 'B2', quantity: 3, alsoOn: [] },
  ]);
});

test('every bad line is told with its number; the good ones are still read', () => {
  expect(parseSkuList('A1;2\nsó texto\nB2;0\nC3;dois\nD4;-1\nE5;1.5\nF6;11\nA1;3')).toEqual({
    lines: [{ line: 1, sku: 'A1', quantity: 5, alsoOn: [8] }],
    problems: [
      { line: 2, problem: 'format', text: 'só texto' },
      { line: 3, problem: 'quantity', sku: 'B2' },
      { line: 4, problem: 'quantity', sku: 'C3' },
      { line: 5, problem: 'quantity', sku: 'D4' },
      { line: 6, problem: 'quantity', sku: 'E5' },
      { line: 7, problem: 'too-many-units', sku: 'F6' },
    ],
  });
});

test('the same SKU adds up to at most 10 units; at most 20 products per list', () => {
  expect(parseSkuList('a1;6\nA1;4\nA1;1')).toEqual({
    lines: [{ line: 1, sku: 'a1', quantity: 10, alsoOn: [2] }],
    problems: [{ line: 3, problem: 'too-many-units', sku: 'A1' }],
  });
  const many = Array.from({ length: 22 }, (_, i) => `SKU-${i};1`).join('\n');
  const read = parseSkuList(many);
  expect(read.lines).toHaveLength(20);
  expect(read.problems).toEqual([
    { line: 21, problem: 'too-many-lines' },
    { line: 22, problem: 'too-many-lines' },
  ]);
});

test('a header only on the first line; an empty list is empty', () => {
  expect(parseSkuList('A1;1\nsku;quantidade').problems).toEqual([
    { line: 2, problem: 'quantity', sku: 'sku' },
  ]);
  expect(parseSkuList('  \n\n')).toEqual({ lines: [], problems: [] });
});
