/**
 * "21–40 of 57" above a list: the rows shown on `page` of `pageSize`, said by `text` (each list
 * words it). Nothing while the list is empty.
 */
export function RangeCount({
  page,
  pageSize,
  shown,
  total,
  text,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  text: (from: number, to: number, total: number) => string;
}) {
  if (total === 0 || shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return <p className="admin-count">{text(from, from + shown - 1, total)}</p>;
}
