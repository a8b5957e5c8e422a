import { useEffect, useState } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { clock, useTicker } from './time';

export type CountdownText = { start: string; pause: string; reset: string; minutes: string; seconds: string; done: string; work: string; rest: string; sessions: string; presets: string };

/** A countdown (timer) or a pomodoro (work then rest, sessions counted). */
export function Countdown({ text, mode, presets }: { text: CountdownText; mode: 'timer' | 'pomodoro'; presets: number[] }) {
  const workMin = mode === 'pomodoro' ? (presets[0] ?? 25) : (presets[0] ?? 5);
  const restMin = presets[1] ?? 5;
  const [minutes, setMinutes] = useState(workMin);
  const [seconds, setSeconds] = useState(0);
  const [left, setLeft] = useState(workMin * 60_000);
  const [running, setRunning] = useState(false);
  const [phase, setPhase] = useState<'work' | 'rest'>('work');
  const [sessions, setSessions] = useState(0);
  useTicker(running, (dt) => setLeft((l) => Math.max(0, l - dt)));

  useEffect(() => {
    if (left > 0 || !running) return;
    if (mode === 'pomodoro') {
      if (phase === 'work') setSessions((s) => s + 1);
      const next = phase === 'work' ? 'rest' : 'work';
      setPhase(next);
      setLeft((next === 'work' ? workMin : restMin) * 60_000);
    } else setRunning(false);
  }, [left, running, mode, phase, workMin, restMin]);

  const reset = () => {
    setRunning(false);
    setPhase('work');
    setLeft(mode === 'pomodoro' ? workMin * 60_000 : (minutes * 60 + seconds) * 1000);
  };
  const setDuration = (m: number, s: number) => {
    setMinutes(m);
    setSeconds(s);
    if (!running) setLeft((m * 60 + s) * 1000);
  };

  return (
    <section className="panel tool" aria-label={mode === 'pomodoro' ? text.work : text.start}>
      {mode === 'pomodoro' && (
        <p className="muted" aria-live="polite">
          {phase === 'work' ? text.work : text.rest} · {text.sessions.replace('{n}', String(sessions))}
        </p>
      )}
      <p className="big" role="timer" aria-live="off">
        {clock(left)}
      </p>
      {left === 0 && mode === 'timer' && (
        <p className="ok" role="status">
          {text.done}
        </p>
      )}
      {mode === 'timer' && (
        <div className="toolbar">
          <label className="inline">
            {text.minutes}
            <input type="number" min={0} max={999} value={minutes} disabled={running} onChange={(e) => setDuration(Math.max(0, Number(e.target.value) || 0), seconds)} />
          </label>
          <label className="inline">
            {text.seconds}
            <input type="number" min={0} max={59} value={seconds} disabled={running} onChange={(e) => setDuration(minutes, Math.min(59, Math.max(0, Number(e.target.value) || 0)))} />
          </label>
        </div>
      )}
      {mode === 'timer' && presets.length > 1 && (
        <div className="toolbar" role="group" aria-label={text.presets}>
          {presets.map((p) => (
            <button key={p} type="button" className="ghost" disabled={running} onClick={() => setDuration(p, 0)}>
              {p} min
            </button>
          ))}
        </div>
      )}
      <div className="toolbar">
        <button type="button" data-ov="start" onClick={() => setRunning(!running)} disabled={left === 0 && mode === 'timer'}>
          {running ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />} {running ? text.pause : text.start}
        </button>
        <button type="button" className="ghost" onClick={reset}>
          <RotateCcw aria-hidden size={16} /> {text.reset}
        </button>
      </div>
    </section>
  );
}
