import { csvLines } from './csv';

describe('CSV for a pt-BR spreadsheet', () => {
  test("';' between cells, CRLF, quotes where needed", () => {
    expect(csvLines([['Ana; Souza', 'R$ 1,50', 'x']])).toBe('"Ana; Souza";R$ 1,50;x\r\n');
  });

  test('a cell a spreadsheet would run as a formula is kept as text, on one line or several', () => {
    expect(csvLines([['=1+1', '+55 11', '-2', '@SUM(A1)', 'Ana']])).toBe(
      `"'=1+1";"'+55 11";"'-2";"'@SUM(A1)";Ana\r\n`,
    );
    // papaparse's own check reads only the first line: this one went out as a formula.
    expect(csvLines([['=HYPERLINK("http://x.example","Clique")\nAna']])).toBe(
      '"\'=HYPERLINK(""http://x.example"",""Clique"")\nAna"\r\n',
    );
    expect(csvLines([['  =1+1']])).toBe(`"'  =1+1"\r\n`);
  });
});
