type Row = Record<string, unknown>;

function splitCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (quoted) throw new Error('The file ends inside a quoted value');
  if (cell !== '' || row.length) endRow();
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

/** The delimiter of a CSV header line: the most frequent of `;`, `,` and tab. */
function delimiterOf(header: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

/**
 * The rows of an import file: a JSON array of objects, or CSV whose first line names the columns
 * (delimiter `;`, `,` or tab, detected from the header; RFC 4180 quotes). Throws a readable error
 * for anything else.
 */
export function parseImportFile(fileName: string, text: string): Row[] {
  const body = text.replace(/^\uFEFF/, '');
  if (/\.json$/i.test(fileName) || /^\s*\[/.test(body)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (err) {
      throw new Error(`Invalid JSON: ${(err as Error).message}`);
    }
    if (!Array.isArray(parsed) || parsed.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
      throw new Error('A JSON import file must be an array of objects');
    }
    return parsed as Row[];
  }
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const [header, ...lines] = splitCsv(body, delimiterOf(firstLine));
  if (!header) throw new Error('The file is empty');
  const names = header.map((h) => h.trim());
  return lines.map((cells, index) => {
    if (cells.length > names.length)
      throw new Error(`Line ${index + 2} has ${cells.length} values for ${names.length} columns`);
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}
