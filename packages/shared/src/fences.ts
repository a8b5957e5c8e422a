/**
 * The one reader of Markdown code fences (```lang info … ```), for model replies on the server and answers shown
 * in the browser.
 */
export type FencedBlock = { lang: string; info: string; body: string };

const FIRST_BLOCK = /(^|\n)[ \t]*```([\w.+#-]*)([^\n]*)\n([\s\S]*?)\n?[ \t]*```/;

/** The first complete fenced block of `text`, or null (an unclosed fence is not a block). */
export function firstFencedBlock(text: string): FencedBlock | null {
  const m = FIRST_BLOCK.exec(text);
  return m ? { lang: (m[2] ?? '').toLowerCase(), info: (m[3] ?? '').trim(), body: m[4] ?? '' } : null;
}

/** When the whole of `content` is one fenced block, its body; otherwise `content` unchanged. */
export function stripFence(content: string): string {
  const m = /^\s*```[\w.+#-]*[^\n]*\n([\s\S]*?)\n?```\s*$/.exec(content);
  return m ? m[1]! : content;
}

/** The body of the first fenced block, or the text itself when it has none. */
export const codeOf = (text: string): string => firstFencedBlock(text)?.body ?? text;

/** `text` without its fenced blocks (each replaced by a space): the prose around the code. */
export const withoutFences = (text: string): string => text.replace(/```[\s\S]*?```/g, ' ');
