import { Fragment, type ReactNode } from 'react';

/** Renders an assistant reply: fenced code blocks as <pre>, **bold** as <strong>, the rest as text (never as HTML). */
export function MessageContent({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  const re = /```([\w.+-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push(<Prose key={i++} text={text.slice(last, m.index)} />);
    parts.push(
      <pre key={i++} className="my-2 max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs" data-language={m[1] || undefined}>
        <code>{m[2]}</code>
      </pre>,
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(<Prose key={i++} text={text.slice(last)} />);
  return <>{parts}</>;
}

function Prose({ text }: { text: string }) {
  const trimmed = text.replace(/^\n+|\n+$/g, '');
  if (!trimmed) return null;
  return (
    <p className="whitespace-pre-wrap break-words">
      {trimmed.split(/(\*\*[^*]+\*\*)/g).map((s, i) =>
        s.startsWith('**') && s.endsWith('**') && s.length > 4 ? <strong key={i}>{s.slice(2, -2)}</strong> : <Fragment key={i}>{s}</Fragment>,
      )}
    </p>
  );
}
