import type * as Monaco from 'monaco-editor';

/**
 * How many of the texts the model emitted (oldest first) a render showing `value` has caught up with: the index of
 * the last `value` in `emitted`, plus one; 0 when `value` is none of them (then it is a change from elsewhere).
 */
export function echoes(emitted: readonly string[], value: string): number {
  return emitted.lastIndexOf(value) + 1;
}

/** The smallest single replacement turning `from` into `to`: offsets in `from` and the text to put there. */
export function minimalEdit(from: string, to: string): { start: number; end: number; text: string } | null {
  if (from === to) return null;
  const max = Math.min(from.length, to.length);
  let start = 0;
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < max - start && from.charCodeAt(from.length - 1 - tail) === to.charCodeAt(to.length - 1 - tail)) tail++;
  // Never split a surrogate pair.
  if (start > 0 && isHighSurrogate(from.charCodeAt(start - 1))) start--;
  if (tail > 0 && isLowSurrogate(from.charCodeAt(from.length - tail))) tail--;
  return { start, end: from.length - tail, text: to.slice(start, to.length - tail) };
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * Applies a change made elsewhere to a Monaco model as one undoable edit of the changed span only: the cursors
 * (tracked by the model) stay where they were relative to the text, and the undo stack is kept (never setValue).
 */
export function applyExternalText(model: Monaco.editor.ITextModel, value: string): boolean {
  const edit = minimalEdit(model.getValue(), value);
  if (!edit) return false;
  const a = model.getPositionAt(edit.start);
  const b = model.getPositionAt(edit.end);
  model.pushStackElement();
  model.pushEditOperations(
    null,
    [{ range: { startLineNumber: a.lineNumber, startColumn: a.column, endLineNumber: b.lineNumber, endColumn: b.column }, text: edit.text }],
    () => null,
  );
  model.pushStackElement();
  return true;
}
