/**
 * Monaco's stock light theme has token colours under 4.5:1 on white (red attribute names, magenta SQL
 * keywords, grey operators...). The builder registers a light theme that inherits it with darker
 * variants, so the workspace passes WCAG AA contrast (axe) in both themes. Structural type: no Monaco import.
 */
type ThemeData = { base: 'vs'; inherit: boolean; rules: { token: string; foreground: string }[]; colors: Record<string, string> };
// Method syntax on purpose: parameters are checked bivariantly, so Monaco's own namespace fits this shape.
type MonacoThemes = { editor: { defineTheme(name: string, data: ThemeData): void; setTheme(name: string): void } };

export const BUILDER_LIGHT_THEME = 'ov-builder-light';

const LIGHT_RULES = [
  { token: 'attribute.name', foreground: 'a31515' },
  { token: 'attribute.name.html', foreground: 'a31515' },
  { token: 'metatag', foreground: '9b1c1c' },
  { token: 'metatag.html', foreground: '9b1c1c' },
  { token: 'metatag.content.html', foreground: '9b1c1c' },
  { token: 'tag', foreground: '800000' },
  { token: 'delimiter', foreground: '333333' },
  { token: 'delimiter.html', foreground: '333333' },
  { token: 'number', foreground: '096141' },
  { token: 'type', foreground: '0b6168' },
  { token: 'predefined.sql', foreground: '8a0f8a' },
  { token: 'operator.sql', foreground: '4b5563' },
  { token: 'string.sql', foreground: 'a31515' },
  { token: 'comment', foreground: '1d6b1d' },
  { token: 'attribute.value', foreground: '0451a5' },
  { token: 'attribute.value.number.css', foreground: '096141' },
  { token: 'attribute.value.unit.css', foreground: '096141' },
  { token: 'attribute.value.hex.css', foreground: '0451a5' },
];

export function applyBuilderEditorTheme(monaco: MonacoThemes, theme: 'light' | 'dark'): void {
  monaco.editor.defineTheme(BUILDER_LIGHT_THEME, {
    base: 'vs',
    inherit: true,
    rules: LIGHT_RULES,
    colors: { 'editorLineNumber.foreground': '#4b5563', 'editorLineNumber.activeForeground': '#111827' },
  });
  monaco.editor.setTheme(theme === 'light' ? BUILDER_LIGHT_THEME : 'vs-dark');
}
