import { useState } from 'react';
import { clock, useTicker } from './time';

export type StopwatchText = { start: string; pause: string; reset: string; lap: string; laps: string; lapN: string };

/** A stopwatch with laps, to the tenth of a second. */
export function Stopwatch({ text }: { text: StopwatchText }) {
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);
  const [laps, setLaps] = useState<number[]>([]);
  useTicker(running, (dt) => setElapsed((e) => e + dt));
  function reset() {
    setRunning(false);
    setElapsed(0);
    setLaps([]);
  }
  return (
    <section className="panel tool" aria-label={text.start}>
      <p className="big" role="timer">
        {clock(elapsed, true)}
      </p>
      <div className="toolbar">
        <button type="button" data-ov="start" onClick={() => setRunning(!running)}>
          {running ? text.pause : text.start}
        </button>
        <button type="button" className="ghost" disabled={!running} onClick={() => setLaps([elapsed, ...laps])}>
          {text.lap}
        </button>
        <button type="button" className="ghost" onClick={reset}>
          {text.reset}
        </button>
      </div>
      {laps.length > 0 && (
        <>
          <h2>{text.laps}</h2>
          <ol className="list" reversed>
            {laps.map((l, i) => (
              <li key={laps.length - i}>
                <span>{text.lapN.replace('{n}', String(laps.length - i))}</span>
                <span className="mono">{clock(l - (laps[i + 1] ?? 0), true)}</span>
                <span className="mono muted">{clock(l, true)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
