import { useState } from 'react';
import { clock, useTicker } from './time';

export type ChessClockText = { white: string; black: string; minutes: string; increment: string; start: string; pause: string; reset: string; flag: string; moves: string; press: string };

/** Two clocks: the player who moves presses theirs, which stops it, adds the increment and starts the other one. */
export function ChessClock({ text, minutes: initialMinutes, increment: initialIncrement }: { text: ChessClockText; minutes: number; increment: number }) {
  const [minutes, setMinutes] = useState(initialMinutes);
  const [increment, setIncrement] = useState(initialIncrement);
  const [times, setTimes] = useState<[number, number]>([initialMinutes * 60_000, initialMinutes * 60_000]);
  const [turn, setTurn] = useState<0 | 1 | null>(null);
  const [paused, setPaused] = useState(false);
  const [moves, setMoves] = useState<[number, number]>([0, 0]);
  const flagged = times[0] === 0 ? 0 : times[1] === 0 ? 1 : null;

  // the turn is the phase: a press starts measuring the other clock afresh
  useTicker(turn !== null && !paused && flagged === null, (dt) => setTimes((t) => (turn === 0 ? [Math.max(0, t[0] - dt), t[1]] : [t[0], Math.max(0, t[1] - dt)])), turn);

  function press(player: 0 | 1) {
    if (flagged !== null || paused) return;
    if (turn === null) {
      // the first press starts the opponent's clock
      setTurn(player === 0 ? 1 : 0);
      return;
    }
    if (turn !== player) return;
    setTimes((t) => (player === 0 ? [t[0] + increment * 1000, t[1]] : [t[0], t[1] + increment * 1000]));
    setMoves((m) => (player === 0 ? [m[0] + 1, m[1]] : [m[0], m[1] + 1]));
    setTurn(player === 0 ? 1 : 0);
  }

  function reset(m = minutes) {
    setTurn(null);
    setPaused(false);
    setMoves([0, 0]);
    setTimes([m * 60_000, m * 60_000]);
  }

  const names = [text.white, text.black] as const;
  return (
    <section className="panel tool" aria-label={`${text.white} / ${text.black}`}>
      <div className="toolbar">
        <label className="inline">
          {text.minutes}
          <input
            type="number"
            min={1}
            max={180}
            value={minutes}
            disabled={turn !== null}
            onChange={(e) => {
              const m = Math.min(180, Math.max(1, Number(e.target.value) || 1));
              setMinutes(m);
              reset(m);
            }}
          />
        </label>
        <label className="inline">
          {text.increment}
          <input type="number" min={0} max={60} value={increment} disabled={turn !== null} onChange={(e) => setIncrement(Math.min(60, Math.max(0, Number(e.target.value) || 0)))} />
        </label>
      </div>
      <p className="muted">{text.press}</p>
      <div className="clocks">
        {([0, 1] as const).map((p) => (
          <button key={p} type="button" data-ov={p === 0 ? 'start' : undefined} className={'clock' + (turn === p ? ' active' : '') + (flagged === p ? ' flag' : '')} aria-pressed={turn === p} onClick={() => press(p)}>
            <span>{names[p]}</span>
            <span className="big" role="timer">
              {clock(times[p], times[p] < 10_000)}
            </span>
            <span className="muted">{text.moves.replace('{n}', String(moves[p]))}</span>
          </button>
        ))}
      </div>
      {flagged !== null && (
        <p className="error" role="alert">
          {text.flag.replace('{player}', names[flagged])}
        </p>
      )}
      <div className="toolbar">
        <button type="button" className="ghost" disabled={turn === null || flagged !== null} onClick={() => setPaused(!paused)}>
          {paused ? text.start : text.pause}
        </button>
        <button type="button" className="ghost" onClick={() => reset()}>
          {text.reset}
        </button>
      </div>
    </section>
  );
}
