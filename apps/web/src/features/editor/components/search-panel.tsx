import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { searchFiles, type SearchOptions } from '../utils/search';
import type { ProjectFile } from '../workspace/file-model';

type Props = {
  files: readonly ProjectFile[];
  onOpenMatch: (path: string, line: number, column: number, length: number) => void;
  onReplaceAll: (query: string, replacement: string, options: SearchOptions) => void;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** Find and replace across files, with regex and case options. */
export function SearchPanel({ files, onOpenMatch, onReplaceAll, inputRef }: Props) {
  const { t } = useTranslation('editor');
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [regex, setRegex] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const options = useMemo(() => ({ regex, caseSensitive }), [regex, caseSensitive]);
  const result = useMemo(() => searchFiles(files, query, options), [files, query, options]);
  const fileCount = new Set(result.matches.map((m) => m.path)).size;

  return (
    <div className="flex h-full flex-col gap-2 text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('search.title')}</h2>
      <Input ref={inputRef} aria-label={t('search.find')} placeholder={t('search.find')} value={query} onChange={(e) => setQuery(e.target.value)} className="h-8" />
      <Input aria-label={t('search.replace')} placeholder={t('search.replace')} value={replacement} onChange={(e) => setReplacement(e.target.value)} className="h-8" />
      <div className="flex flex-wrap items-center gap-3 text-xs">
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={regex} onChange={(e) => setRegex(e.target.checked)} />
          {t('search.regex')}
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={caseSensitive} onChange={(e) => setCaseSensitive(e.target.checked)} />
          {t('search.caseSensitive')}
        </label>
      </div>
      <Button size="sm" variant="secondary" disabled={result.matches.length === 0} onClick={() => onReplaceAll(query, replacement, options)}>
        {t('search.replaceAll')}
      </Button>
      <p role="status" className="text-xs text-muted-foreground">
        {result.error ? t('search.invalidRegex') : query ? t('search.count', { count: result.matches.length, files: fileCount }) : ''}
      </p>
      <ul className="min-h-0 flex-1 space-y-0.5 overflow-auto" aria-label={t('search.results')}>
        {result.matches.map((m, i) => (
          <li key={`${m.path}:${m.line}:${m.column}:${i}`}>
            <button type="button" className="w-full rounded px-1 py-0.5 text-left hover:bg-muted" onClick={() => onOpenMatch(m.path, m.line, m.column, m.length)}>
              <span className="block truncate text-xs text-muted-foreground">
                {m.path}:{m.line}:{m.column}
              </span>
              <span className="block truncate font-mono text-xs">{m.preview}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
