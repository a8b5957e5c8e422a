import { useTranslation } from 'react-i18next';

const WIRES = ['q0', 'q1', 'q2', 'q3', 'q4'];
const Y0 = 24;
const DY = 36;

/** One scenario's circuit: A (posterior on q0–q3, controlled RY on q4), Q^k, then the measurement of q4. */
export function CircuitDiagram() {
  const { t } = useTranslation('quantum');
  const y = (i: number) => Y0 + i * DY;
  const box = (x: number, from: number, to: number, w: number, label: string) => (
    <g>
      <rect x={x} y={y(from) - 14} width={w} height={y(to) - y(from) + 28} rx={6} className="fill-card stroke-primary" strokeWidth={1.5} />
      <text x={x + w / 2} y={(y(from) + y(to)) / 2 + 4} textAnchor="middle" className="fill-foreground text-[11px]">
        {label}
      </text>
    </g>
  );
  return (
    // Scrolls sideways on a phone rather than shrinking the labels below reading size; focusable so a keyboard can scroll it.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('docs.circuitTitle')}>
      <svg viewBox="0 0 560 200" className="min-w-[28rem] w-full" role="img" aria-label={t('docs.circuitCaption')}>
        {WIRES.map((w, i) => (
          <g key={w}>
            <text x={4} y={y(i) + 4} className="fill-foreground text-[12px]">
              {w}
            </text>
            <line x1={30} x2={540} y1={y(i)} y2={y(i)} className="stroke-muted-foreground" strokeWidth={1} />
          </g>
        ))}
        {box(50, 0, 3, 130, t('docs.circuitLoad'))}
        {/* controlled RY: control dots on the register, the rotation on q4 */}
        {[0, 1, 2, 3].map((i) => (
          <circle key={i} cx={230} cy={y(i)} r={4} className="fill-foreground" />
        ))}
        <line x1={230} x2={230} y1={y(0)} y2={y(4) - 14} className="stroke-foreground" strokeWidth={1.5} />
        {box(180, 4, 4, 104, t('docs.circuitObjective'))}
        {box(300, 0, 4, 110, t('docs.circuitGrover'))}
        {box(450, 4, 4, 80, t('docs.circuitMeasure'))}
      </svg>
    </div>
  );
}
