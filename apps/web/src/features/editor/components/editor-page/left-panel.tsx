import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bug, FolderTree, GitBranch, Search } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DebugPanel } from '../debug-panel';
import { FileExplorer } from '../../workspace/file-explorer';
import { SearchPanel } from '../search-panel';
import { VersionControlPanel } from '../version-control-panel';
import type { Diagnostic } from '../../types';
import { type Change, type Workspace } from '../../workspace/file-model';
import { buildTree } from '../../workspace/file-tree';
import type { EditorFiles } from '../../hooks/use-editor-files';
import type { EditorLayout, LeftTab } from '../../hooks/use-editor-layout';
import type { EditorVersions } from '../../hooks/use-editor-versions';

type Props = {
  ws: Workspace;
  changes: Change[];
  layout: EditorLayout;
  files: EditorFiles;
  versions: EditorVersions;
  signedIn: boolean;
  projectId: string | null;
  busy: boolean;
  diagnostics: Diagnostic[];
  errorCount: number;
  /** Absent when the assistant is off in the settings. */
  onFix: ((d: Diagnostic) => void) | undefined;
  fixing: boolean;
};

/** The left panel of /editor (spec §2): explorer, search, version control and debug, with their counts. */
export function LeftPanel({ ws, changes, layout, files, versions, signedIn, projectId, busy, diagnostics, errorCount, onFix, fixing }: Props) {
  const { t } = useTranslation('editor');
  const tree = useMemo(() => buildTree(ws), [ws]);
  const tabs: { id: LeftTab; icon: typeof FolderTree; badge?: number }[] = [
    { id: 'explorer', icon: FolderTree },
    { id: 'search', icon: Search },
    { id: 'vc', icon: GitBranch, badge: changes.length },
    { id: 'debug', icon: Bug, badge: errorCount },
  ];
  return (
    <Tabs value={layout.leftTab} onValueChange={(v) => layout.setLeftTab(v as LeftTab)} className="flex h-full flex-col p-1.5">
      <TabsList className="grid h-9 w-full grid-cols-4" aria-label={t('left.label')}>
        {tabs.map(({ id, icon: Icon, badge }) => (
          <TabsTrigger
            key={id}
            value={id}
            className="relative px-1"
            // the badge's number is shown, so it is part of the name (WCAG 2.5.3 label in name)
            aria-label={badge ? `${t(`left.${id}`)} ${badge}` : t(`left.${id}`)}
            title={t(`left.${id}`)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {badge ? (
              <span className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-primary px-1 text-[10px] leading-4 text-primary-foreground" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="explorer" className="mt-2 min-h-0 flex-1">
        <FileExplorer
          tree={tree}
          activePath={ws.activePath}
          onOpen={files.open}
          onToggleFolder={files.toggleFolder}
          onCreate={files.create}
          onDelete={files.askDelete}
          onRename={files.rename}
        />
      </TabsContent>
      <TabsContent value="search" className="mt-2 min-h-0 flex-1">
        <SearchPanel files={ws.files} onOpenMatch={files.revealAt} onReplaceAll={files.replaceAll} inputRef={layout.searchInputRef} />
      </TabsContent>
      <TabsContent value="vc" className="mt-2 min-h-0 flex-1">
        <VersionControlPanel
          changes={changes}
          onShowDiff={(p) => {
            layout.setDiffPath(p);
            layout.setMobilePane('center');
          }}
          signedIn={signedIn}
          projectId={projectId}
          versions={versions.versions}
          versionsError={versions.versionsError}
          onReloadVersions={versions.reloadVersions}
          onRestoreVersion={versions.askRestore}
          checkpoints={versions.checkpoints}
          onCreateCheckpoint={versions.createCheckpoint}
          onRestoreCheckpoint={versions.restoreCheckpoint}
          onDeleteCheckpoint={versions.deleteCheckpoint}
          busy={busy}
        />
      </TabsContent>
      <TabsContent value="debug" className="mt-2 min-h-0 flex-1">
        <DebugPanel diagnostics={diagnostics} onOpen={files.revealAt} onFix={onFix} fixing={fixing} />
      </TabsContent>
    </Tabs>
  );
}
