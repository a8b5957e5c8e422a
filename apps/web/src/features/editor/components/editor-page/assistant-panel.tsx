import { useTranslation } from 'react-i18next';
import { Sparkles, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AiPanel } from '../ai-panel';
import type { PreviewIssue } from '../../types';
import type { Workspace } from '../../workspace/file-model';
import type { EditorAssistant } from '../../hooks/use-editor-assistant';
import type { EditorLayout } from '../../hooks/use-editor-layout';

type Props = { ws: Workspace; wsRef: { current: Workspace }; layout: EditorLayout; assistant: EditorAssistant; previewError: PreviewIssue | null };

/** The AI assistant's own panel beside the preview (decision 105); a request under way can be cancelled. */
export function AssistantPanel({ ws, wsRef, layout, assistant, previewError }: Props) {
  const { t } = useTranslation('editor');
  const { suggestions, instruction } = assistant;
  return (
    <section className="flex h-full flex-col p-1.5" aria-labelledby="assistant-title" data-testid="assistant-panel">
      <div className="flex h-9 items-center gap-2 border-b border-border px-1">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <h2 id="assistant-title" className="text-sm font-semibold">
          {t('assistant.title')}
        </h2>
        <div className="ml-auto flex items-center gap-1">
          {assistant.busy && (
            // Decision 015: a request the user leaves is not charged.
            <Button size="sm" variant="outline" className="h-7" onClick={assistant.cancel}>
              {t('assistant.cancel')}
            </Button>
          )}
          {!layout.isMobile && (
            <Button size="icon" variant="ghost" className="size-7" aria-label={t('assistant.close')} title={t('assistant.close')} onClick={() => layout.setAssistantOpen(false)}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <div className="mt-2 min-h-0 flex-1">
        <AiPanel
          suggestions={suggestions.suggestions}
          busy={assistant.busy}
          activePath={ws.activePath}
          onAsk={assistant.ask}
          onApply={instruction.apply}
          onResolve={instruction.resolve}
          onDismiss={suggestions.remove}
          onOpenDiff={(path, before, after) => {
            layout.setDiffPath(null);
            layout.setSuggestionDiff({ path, before: before ?? '', after: after ?? '', activePath: wsRef.current.activePath });
            layout.setMobilePane('center');
          }}
          previewError={previewError?.message ?? null}
          onFixPreviewError={() =>
            previewError && assistant.fix({ message: previewError.message, path: previewError.file, line: previewError.line, column: previewError.column, kind: previewError.kind })
          }
        />
      </div>
    </section>
  );
}
