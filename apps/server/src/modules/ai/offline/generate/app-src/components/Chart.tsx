import type { Point } from '../lib/group';

const COLORS = ['#38bdf8', '#34d399', '#f59e0b', '#f87171', '#a78bfa', '#f472b6', '#facc15', '#60a5fa'];

/** A chart in plain SVG, with its figures also given as text for screen readers. */
export function Chart({ title, points, kind, format, lang }: { title: string; points: Point[]; kind: 'bar' | 'line' | 'pie'; format: (n: number) => string; lang: 'fr' | 'en' }) {
  const sep = lang === 'fr' ? ' : ' : ': ';
  const max = Math.max(1, ...points.map((p) => p.value));
  const w = 480;
  const h = 200;
  const summary = points.map((p) => `${p.label}${sep}${format(p.value)}`).join(', ');
  let body;
  if (kind === 'pie') {
    const total = points.reduce((s, p) => s + p.value, 0) || 1;
    let angle = -Math.PI / 2;
    body = points.map((p, i) => {
      const a = (p.value / total) * Math.PI * 2;
      const x1 = 100 + 80 * Math.cos(angle);
      const y1 = 100 + 80 * Math.sin(angle);
      angle += a;
      const x2 = 100 + 80 * Math.cos(angle);
      const y2 = 100 + 80 * Math.sin(angle);
      const d = a >= Math.PI * 2 - 1e-6 ? 'M 100 20 A 80 80 0 1 1 99.99 20 Z' : `M 100 100 L ${x1} ${y1} A 80 80 0 ${a > Math.PI ? 1 : 0} 1 ${x2} ${y2} Z`;
      return <path key={p.label} d={d} fill={COLORS[i % COLORS.length]} />;
    });
  } else if (kind === 'line') {
    const step = points.length > 1 ? (w - 40) / (points.length - 1) : 0;
    const xy = points.map((p, i) => [20 + i * step, h - 30 - (p.value / max) * (h - 50)] as const);
    body = (
      <>
        <polyline fill="none" stroke={COLORS[0]} strokeWidth={2} points={xy.map(([x, y]) => `${x},${y}`).join(' ')} />
        {xy.map(([x, y], i) => (
          <circle key={points[i]!.label} cx={x} cy={y} r={3} fill={COLORS[0]} />
        ))}
      </>
    );
  } else {
    const bw = points.length ? (w - 20) / points.length : 0;
    body = points.map((p, i) => {
      const bh = (p.value / max) * (h - 50);
      return <rect key={p.label} x={10 + i * bw + 4} y={h - 30 - bh} width={Math.max(2, bw - 8)} height={bh} rx={3} fill={COLORS[i % COLORS.length]} />;
    });
  }
  return (
    <figure className="card chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={kind === 'pie' ? '0 0 200 200' : `0 0 ${w} ${h}`} role="img" aria-label={`${title} — ${summary}`} className={kind === 'pie' ? 'pie' : undefined}>
        {body}
      </svg>
      <ul className="legend">
        {points.map((p, i) => (
          <li key={p.label}>
            <span className="swatch" style={{ background: kind === 'line' ? COLORS[0] : COLORS[i % COLORS.length] }} aria-hidden="true" />
            {p.label}
            {sep}
            <strong>{format(p.value)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
