import { useEffect, type RefObject } from 'react';
import type { EditorCommands } from './use-editor-monaco';

/**
 * Ctrl/Cmd+S saves, Ctrl/Cmd+Shift+F formats, Ctrl/Cmd+F searches, outside Monaco too (Monaco has its own
 * bindings, which call the same commands through `commandsRef`).
 */
export function useEditorShortcuts(commandsRef: RefObject<EditorCommands>, commands: EditorCommands) {
  useEffect(() => {
    commandsRef.current = commands;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 's' && !e.shiftKey) {
        e.preventDefault();
        void commandsRef.current.save();
      } else if (key === 'f' && e.shiftKey) {
        e.preventDefault();
        void commandsRef.current.format();
      } else if (key === 'f') {
        e.preventDefault();
        commandsRef.current.search();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [commandsRef]);
}
