import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsMobile } from '@/hooks/use-media-query';

export type LeftTab = 'explorer' | 'search' | 'vc' | 'debug';
export type RightTab = 'preview' | 'terminal' | 'settings';
export const MOBILE_PANES = ['left', 'center', 'right', 'assistant'] as const;
export type MobilePane = (typeof MOBILE_PANES)[number];
/** A suggestion's file side by side (decision 116); shown until another file or diff is opened. */
export type SuggestionDiff = { path: string; before: string; after: string; activePath: string | null };

/**
 * What /editor shows: the left and right tabs, the one pane shown under 768 px (decision 103), the assistant's own
 * panel (decision 105), full screen, and the diff shown in place of the code.
 */
export function useEditorLayout() {
  const isMobile = useIsMobile();
  const [leftTab, setLeftTab] = useState<LeftTab>('explorer');
  const [rightTab, setRightTab] = useState<RightTab>('preview');
  const [mobilePane, setMobilePane] = useState<MobilePane>('center');
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [diffPath, setDiffPath] = useState<string | null>(null);
  const [suggestionDiff, setSuggestionDiff] = useState<SuggestionDiff | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);

  /** The code comes to the front (a file or a problem was opened): no diff, the code pane on a phone. */
  const showCode = useCallback(() => {
    setDiffPath(null);
    setMobilePane('center');
  }, []);

  const openSearch = useCallback(() => {
    setLeftTab('search');
    setMobilePane('left');
    setTimeout(() => searchInputRef.current?.focus(), 30);
  }, []);

  const openAssistant = useCallback(() => {
    setAssistantOpen(true);
    setMobilePane('assistant');
  }, []);

  // Full screen: the whole workspace fills the screen (Fullscreen API when allowed, else a full-viewport layer);
  // Échap leaves it either way.
  const toggleFullscreen = useCallback(() => {
    if (fullscreen) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setFullscreen(false);
      return;
    }
    setFullscreen(true);
    const el = sectionRef.current;
    if (el && typeof el.requestFullscreen === 'function') void el.requestFullscreen().catch(() => {});
  }, [fullscreen]);
  useEffect(() => {
    if (!fullscreen) return;
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      // Monaco uses Échap for its own widgets (suggestions, find): leave those to it.
      if (e.key !== 'Escape' || e.defaultPrevented || (e.target instanceof Element && e.target.closest('.monaco-editor, [role="dialog"]'))) return;
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
    };
  }, [fullscreen]);

  return {
    isMobile,
    leftTab,
    setLeftTab,
    rightTab,
    setRightTab,
    mobilePane,
    setMobilePane,
    assistantOpen,
    setAssistantOpen,
    openAssistant,
    fullscreen,
    toggleFullscreen,
    diffPath,
    setDiffPath,
    suggestionDiff,
    setSuggestionDiff,
    showCode,
    openSearch,
    sectionRef,
    searchInputRef,
  };
}

export type EditorLayout = ReturnType<typeof useEditorLayout>;
