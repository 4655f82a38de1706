// Reads CSV as a spreadsheet would (RFC 4180: quoted cells, doubled quotes, CRLF), so tests check
// what a user opening the export sees, not the bytes we meant to write.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else if (c === '"' || c === '\r' || c === '\n')
      throw new Error(`not RFC 4180 CSV at ${i}: ${JSON.stringify(text.slice(Math.max(0, i - 20), i + 20))}`);
    else cell += c;
  }
  if (quoted) throw new Error('an unclosed quote');
  if (cell !== '' || row.length) throw new Error('the last record does not end with CRLF');
  return rows;
}
