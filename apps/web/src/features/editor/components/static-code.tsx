import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { defineStored } from '@/lib/storage';
import { highlightLines, type Token, type TokenKind } from '../utils/quick-highlight';
import { toMonacoTheme, type EditorThemeName } from './monaco-types';

/** localStorage key of the last measured Monaco metrics (gutter width, line height, font), to draw the same. */
export const METRICS_KEY = 'ov_editor_metrics';
export type EditorMetrics = { fontSize: number; lineHeight: number; contentLeft: number; lineNumbersLeft: number; lineNumbersWidth: number; fontFamily: string };

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const isWindows = () => typeof navigator !== 'undefined' && /Windows/.test(navigator.userAgent);
/** Monaco's default font and line height for the platform (monaco-editor 0.57, EDITOR_FONT_DEFAULTS). */
function defaultMetrics(fontSize: number): EditorMetrics {
  const fontFamily = isMac() ? 'Menlo, Monaco, "Courier New", monospace' : isWindows() ? 'Consolas, "Courier New", monospace' : '"Droid Sans Mono", monospace';
  const lineHeight = Math.round(fontSize * (isMac() ? 1.5 : 1.35));
  // Five digits of line numbers, then line decorations and folding (measured at 14 px on Linux: 42 + 26 = 68).
  const numbers = Math.round(fontSize * 0.6 * 5);
  return { fontSize, lineHeight, lineNumbersLeft: 0, lineNumbersWidth: numbers, contentLeft: numbers + Math.round((fontSize * 26) / 14), fontFamily };
}

const metricsSchema = z.object({
  fontSize: z.number(),
  lineHeight: z.number(),
  contentLeft: z.number(),
  lineNumbersLeft: z.number(),
  lineNumbersWidth: z.number(),
  fontFamily: z.string(),
});
/** Font size → the metrics measured at that size; an unreadable entry is dropped. */
const metricsStore = defineStored(
  METRICS_KEY,
  z.record(z.string(), z.unknown()).transform((all) =>
    Object.fromEntries(Object.entries(all).flatMap(([k, v]) => {
      const m = metricsSchema.safeParse(v);
      return m.success ? [[k, m.data] as const] : [];
    })),
  ),
  {} as Record<string, EditorMetrics>,
);

export const readMetrics = (fontSize: number): EditorMetrics => metricsStore.read()[String(fontSize)] ?? defaultMetrics(fontSize);

/** Keeps the measured metrics (storage full or blocked: the next start estimates again). */
export function writeMetrics(m: EditorMetrics) {
  const all = metricsStore.read();
  const key = String(m.fontSize);
  if (JSON.stringify(all[key]) === JSON.stringify(m)) return;
  metricsStore.write({ ...all, [key]: m });
}

// Monaco's own theme colours (vs-dark, vs, hc-black).
const COLOURS: Record<string, Record<TokenKind | 'bg' | 'gutter' | 'gutterActive', string>> = {
  'vs-dark': { bg: '#1e1e1e', text: '#d4d4d4', comment: '#6a9955', string: '#ce9178', number: '#b5cea8', keyword: '#569cd6', tag: '#569cd6', attr: '#9cdcfe', type: '#4ec9b0', gutter: '#858585', gutterActive: '#c6c6c6' },
  vs: { bg: '#fffffe', text: '#000000', comment: '#008000', string: '#a31515', number: '#098658', keyword: '#0000ff', tag: '#800000', attr: '#e50000', type: '#267f99', gutter: '#237893', gutterActive: '#0b216f' },
  'hc-black': { bg: '#000000', text: '#ffffff', comment: '#7ca668', string: '#ce9178', number: '#b5cea8', keyword: '#569cd6', tag: '#569cd6', attr: '#9cdcfe', type: '#4ec9b0', gutter: '#ffffff', gutterActive: '#f38518' },
};

/**
 * One line. Wrapped like Monaco's `wrappingIndent: 'same'`: at word boundaries, continuation lines aligned with the
 * line's own indentation, a scrollbar's width kept free on the right.
 */
function StaticLine({ line, colours: c, wordWrap }: { line: Token[]; colours: Record<string, string>; wordWrap: boolean }) {
  let tokens = line;
  let indent = 0;
  if (wordWrap && line[0]?.kind === 'text') {
    const lead = /^[ \t]*/.exec(line[0].text)![0];
    indent = [...lead].reduce((n, ch) => n + (ch === '\t' ? 4 : 1), 0);
    tokens = [{ kind: 'text', text: line[0].text.slice(lead.length) }, ...line.slice(1)];
  }
  return (
    <code
      className="min-w-0 flex-1"
      style={{ font: 'inherit', color: c.text, ...(wordWrap ? { paddingLeft: `${indent}ch`, paddingRight: 14, overflowWrap: 'anywhere' } : {}) }}
    >
      {tokens.map((tok, i) => (
        <span key={i} style={tok.kind === 'text' ? undefined : { color: c[tok.kind] }}>
          {tok.text}
        </span>
      ))}
    </code>
  );
}

type Props = { value: string; language: string; theme?: EditorThemeName; fontSize?: number; wordWrap?: boolean; ariaLabel: string };

/**
 * The file, read-only and highlighted, drawn where Monaco will be and with its metrics, while Monaco loads
 * (decision 106). Monaco replaces it; nothing moves.
 */
export function StaticCode({ value, language, theme, fontSize = 14, wordWrap = false, ariaLabel }: Props) {
  const { t } = useTranslation('editor');
  const lines = useMemo(() => highlightLines(value, language, 300), [value, language]);
  const m = useMemo(() => readMetrics(fontSize), [fontSize]);
  const c = COLOURS[toMonacoTheme(theme)] ?? COLOURS['vs-dark']!;
  return (
    <div
      className="relative h-full w-full overflow-hidden"
      style={{ background: c.bg, fontFamily: m.fontFamily, fontSize: `${m.fontSize}px`, lineHeight: `${m.lineHeight}px`, fontFeatureSettings: '"liga" 0, "calt" 0' }}
      data-testid="static-code"
      role="region"
      aria-label={ariaLabel}
      aria-busy="true"
    >
      <span className="sr-only">{t('monaco.loading')}</span>
      <pre className="m-0 p-0" aria-hidden="true" style={{ font: 'inherit', whiteSpace: wordWrap ? 'pre-wrap' : 'pre' }}>
        {lines.map((line, n) => (
          <div key={n} className="flex" style={{ minHeight: `${m.lineHeight}px` }}>
            <span className="shrink-0 select-none text-right" style={{ width: m.contentLeft, paddingLeft: m.lineNumbersLeft, paddingRight: m.contentLeft - m.lineNumbersLeft - m.lineNumbersWidth, color: n === 0 ? c.gutterActive : c.gutter, boxSizing: 'border-box' }}>
              {n + 1}
            </span>
            <StaticLine line={line} colours={c} wordWrap={wordWrap} />
          </div>
        ))}
      </pre>
    </div>
  );
}
