// A guqin seen from above: seven strings, and the thirteen hui at the string's harmonic points
// (1/8, 1/6, 1/5, 1/4, 1/3, 2/5, 1/2 and their mirrors), as on a real instrument.
const huiPositions = [1 / 8, 1 / 6, 1 / 5, 1 / 4, 1 / 3, 2 / 5, 1 / 2, 3 / 5, 2 / 3, 3 / 4, 4 / 5, 5 / 6, 7 / 8];
const bridge = 548;
const nut = 76;

export function Guqin({ label }: { label: string }) {
  const length = bridge - nut;
  return (
    <svg className="guqin" viewBox="0 0 600 130" role="img" aria-label={label}>
      <path className="guqin__body" d="M18 40c0-10 6-16 16-16h520c12 0 24 10 24 22v38c0 12-12 22-24 22H34c-10 0-16-6-16-16z" />
      <path className="guqin__waist" d="M470 24c6 14 6 68 0 82M500 24c-6 14-6 68 0 82" />
      <rect className="guqin__bridge" x={bridge} y="32" width="8" height="66" rx="2" />
      <rect className="guqin__bridge" x={nut - 10} y="36" width="6" height="58" rx="2" />
      {Array.from({ length: 7 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the seven strings of a drawing: a fixed list, never reordered
        <line key={i} className="guqin__string" x1={nut - 40} x2={bridge + 4} y1={46 + i * 6.4} y2={40 + i * 8.3} />
      ))}
      {huiPositions.map((p) => (
        <circle key={p} className="guqin__hui" cx={bridge - p * length} cy="30" r={p === 1 / 2 ? 3.6 : 2.6} />
      ))}
    </svg>
  );
}
