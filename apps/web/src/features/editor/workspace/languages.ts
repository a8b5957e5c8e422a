// The one language map of the workspace (spec §5, file languages) and what a new file starts with (spec §4).

/** Spec §5: language from extension. */
export type FileLanguage =
  | 'html'
  | 'css'
  | 'javascript'
  | 'typescript'
  | 'json'
  | 'markdown'
  | 'python'
  | 'php'
  | 'java'
  | 'cpp'
  | 'sql'
  | 'plaintext';

/** The /editor toolbar's language picker (spec §2). */
export const PICKER_LANGUAGES = ['typescript', 'javascript', 'html', 'css', 'json', 'markdown', 'python'] as const;
export type PickerLanguage = (typeof PICKER_LANGUAGES)[number];

const EXTENSIONS: Record<string, FileLanguage> = {
  html: 'html',
  htm: 'html',
  css: 'css',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  json: 'json',
  md: 'markdown',
  py: 'python',
  php: 'php',
  java: 'java',
  c: 'cpp',
  cpp: 'cpp',
  sql: 'sql',
};

export const baseName = (path: string): string => path.split('/').pop() ?? path;

export function languageFromPath(path: string): FileLanguage {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 && !name.startsWith('.')) return 'plaintext';
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? 'plaintext';
}

/** A new file's content (spec §4): a starter template for TypeScript, a comment header otherwise. */
export function starterContent(path: string): string {
  const name = baseName(path);
  const stem = name.replace(/\.[^.]+$/, '').replace(/[^\w]/g, '') || 'Component';
  const component = stem.charAt(0).toUpperCase() + stem.slice(1);
  switch (languageFromPath(path)) {
    case 'typescript':
      return path.endsWith('.tsx')
        ? `// ${name}\n\nexport function ${component}() {\n  return <div>${component}</div>;\n}\n`
        : `// ${name}\n\nexport function ${stem.charAt(0).toLowerCase() + stem.slice(1) || 'main'}(): void {\n  // TODO\n}\n`;
    case 'html':
      return `<!-- ${name} -->\n`;
    case 'css':
      return `/* ${name} */\n`;
    case 'json':
      // JSON has no comments: an empty object keeps the file valid.
      return '{}\n';
    case 'markdown':
    case 'python':
    case 'plaintext':
      return `# ${name}\n`;
    case 'sql':
      return `-- ${name}\n`;
    default:
      return `// ${name}\n`;
  }
}
