import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MOBILE_PANES, type EditorLayout } from '../../hooks/use-editor-layout';

const SEPARATOR_CLASS = 'w-1.5 bg-border transition-colors hover:bg-primary/50 focus-visible:bg-primary';

type Props = {
  layout: EditorLayout;
  /** The assistant is on in the settings (its pane exists). */
  assistantOn: boolean;
  left: ReactNode;
  center: ReactNode;
  right: ReactNode;
  assistant: ReactNode;
};

/**
 * The panels side by side, resizable (decision 105: the preview gets half the width, the assistant its own panel
 * on the right); under 768 px one at a time, chosen with buttons (decision 103).
 */
export function EditorPanes({ layout, assistantOn, left, center, right, assistant }: Props) {
  const { t } = useTranslation('editor');
  if (layout.isMobile) {
    const panes = assistantOn ? MOBILE_PANES : MOBILE_PANES.filter((p) => p !== 'assistant');
    const shown = !assistantOn && layout.mobilePane === 'assistant' ? 'center' : layout.mobilePane;
    return (
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-md border border-border">
        <div className={cn('grid gap-1 border-b border-border bg-card p-1', panes.length === 4 ? 'grid-cols-4' : 'grid-cols-3')} role="group" aria-label={t('mobile.panes')}>
          {panes.map((id) => (
            <Button key={id} size="sm" variant={shown === id ? 'secondary' : 'ghost'} aria-pressed={shown === id} onClick={() => layout.setMobilePane(id)}>
              {t(`mobile.${id}`)}
            </Button>
          ))}
        </div>
        <div className={cn('min-h-0 flex-1 bg-card', shown !== 'left' && 'hidden')}>{left}</div>
        <div className={cn('min-h-0 flex-1', shown !== 'center' && 'hidden')}>{center}</div>
        <div className={cn('min-h-0 flex-1 bg-card', shown !== 'right' && 'hidden')}>{right}</div>
        {assistantOn && <div className={cn('min-h-0 flex-1 bg-card', shown !== 'assistant' && 'hidden')}>{assistant}</div>}
      </div>
    );
  }
  const showAssistant = assistantOn && layout.assistantOpen;
  return (
    <Group orientation="horizontal" className="min-h-0 flex-1 rounded-md border border-border">
      <Panel id="left" defaultSize="16%" minSize="10%" className="bg-card">
        {left}
      </Panel>
      <Separator id="sep-left" className={SEPARATOR_CLASS} aria-label={t('layout.resizeLeft')} />
      <Panel id="code" defaultSize="34%" minSize="20%">
        {center}
      </Panel>
      <Separator id="sep-right" className={SEPARATOR_CLASS} aria-label={t('layout.resizeRight')} />
      <Panel id="right" defaultSize="50%" minSize="20%" className="bg-card">
        {right}
      </Panel>
      {showAssistant && <Separator id="sep-assistant" className={SEPARATOR_CLASS} aria-label={t('layout.resizeAssistant')} />}
      {showAssistant && (
        <Panel id="assistant" defaultSize="24%" minSize="16%" className="bg-card">
          {assistant}
        </Panel>
      )}
    </Group>
  );
}
