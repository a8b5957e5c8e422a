import { useState } from 'react';

export type QuizQuestion = { q: string; choices: string[]; answer: number };
export type QuizText = { question: string; check: string; next: string; correct: string; wrong: string; score: string; restart: string };

/** A quiz: one question at a time, the answer checked, the score at the end. */
export function Quiz({ text, questions }: { text: QuizText; questions: QuizQuestion[] }) {
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const [score, setScore] = useState(0);
  const done = index >= questions.length;
  const q = questions[index];
  return (
    <section className="panel tool" aria-label={text.question}>
      {done || !q ? (
        <>
          <p className="big" role="status">
            {text.score.replace('{n}', String(score)).replace('{total}', String(questions.length))}
          </p>
          <button
            type="button"
            onClick={() => {
              setIndex(0);
              setScore(0);
              setPicked(null);
              setChecked(false);
            }}
          >
            {text.restart}
          </button>
        </>
      ) : (
        <fieldset className="card">
          <legend>{text.question.replace('{n}', String(index + 1)).replace('{total}', String(questions.length))}</legend>
          <p>
            <strong>{q.q}</strong>
          </p>
          {q.choices.map((c, i) => (
            <div className="field check" key={c}>
              <input id={`q${index}-${i}`} type="radio" name={`q${index}`} checked={picked === i} disabled={checked} onChange={() => setPicked(i)} />
              <label htmlFor={`q${index}-${i}`}>{c}</label>
            </div>
          ))}
          {checked && (
            <p className={picked === q.answer ? 'ok' : 'error'} role="status">
              {picked === q.answer ? text.correct : text.wrong.replace('{a}', q.choices[q.answer] ?? '')}
            </p>
          )}
          <div className="toolbar">
            {!checked ? (
              <button
                type="button"
                data-ov="start"
                disabled={picked === null}
                onClick={() => {
                  setChecked(true);
                  if (picked === q.answer) setScore(score + 1);
                }}
              >
                {text.check}
              </button>
            ) : (
              <button
                type="button"
                onClick={() => {
                  setIndex(index + 1);
                  setPicked(null);
                  setChecked(false);
                }}
              >
                {text.next}
              </button>
            )}
          </div>
        </fieldset>
      )}
    </section>
  );
}
