import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteConsent, writeSiteConsent } from './consent';
import { DEFAULT_EDITOR_SETTINGS, readEditorSettings, writeEditorSettings } from './editor-settings';
import { PENDING_TTL_MS, pendingChat, pendingGeneration } from './pending';
import { readTheme } from './theme';
import { detectLanguage } from './i18n';

// The values lib/ keeps in the browser (all through lib/storage.ts): their keys and stored formats are part of the
// spec (§3, §4) or of earlier releases, so they must read what was written before the move to defineStored.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('stored values keep their keys and formats', () => {
  it('consent: ov_cookie_consent is the bare word accepted | rejected', () => {
    writeSiteConsent('no');
    expect(localStorage.getItem('ov_cookie_consent')).toBe('rejected');
    document.cookie = 'ov_consent=; Max-Age=0; Path=/';
    localStorage.setItem('ov_cookie_consent', 'accepted');
    expect(readSiteConsent('')).toBe('yes');
    localStorage.setItem('ov_cookie_consent', 'maybe');
    expect(readSiteConsent('')).toBeNull();
  });

  it('theme and language: the bare words public/boot.js reads', () => {
    expect(readTheme()).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(readTheme()).toBe('light');
    localStorage.setItem('theme', '"light"');
    expect(readTheme()).toBe('dark');
    localStorage.setItem('ov_language', 'en');
    expect(detectLanguage()).toBe('en');
  });

  it('editor settings: JSON; a bad field reads as its default and the others are kept; the snapshot is stable', () => {
    localStorage.setItem('ov_editor_settings', JSON.stringify({ theme: 'vs-light', fontSize: 13, minimap: false }));
    const first = readEditorSettings();
    expect(first).toEqual({ ...DEFAULT_EDITOR_SETTINGS, theme: 'vs-light', minimap: false });
    expect(readEditorSettings()).toBe(first);
    writeEditorSettings({ tabSize: 4 });
    expect(JSON.parse(localStorage.getItem('ov_editor_settings')!)).toEqual({ ...first, tabSize: 4 });
    localStorage.setItem('ov_editor_settings', 'null');
    expect(readEditorSettings()).toEqual(DEFAULT_EDITOR_SETTINGS);
  });

  it('editor settings: with storage refused, a choice lasts for the visit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    writeEditorSettings({ fontSize: 18 });
    expect(readEditorSettings().fontSize).toBe(18);
  });

  it('pending requests: JSON in sessionStorage, resumed once, dropped when stale, corrupt or blank', () => {
    const now = 1_000_000;
    pendingGeneration.save('une app de suivi', now);
    expect(JSON.parse(sessionStorage.getItem('ov_pending_generation')!)).toEqual({ prompt: 'une app de suivi', at: now });
    expect(pendingGeneration.take(now + 1)).toEqual({ prompt: 'une app de suivi', at: now });
    expect(pendingGeneration.take(now + 2)).toBeNull();

    pendingChat.save('bonjour', 'smart-prophet', now);
    expect(pendingChat.peek(now + PENDING_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem('ov_pending_chat')).toBeNull();

    sessionStorage.setItem('ov_pending_chat', JSON.stringify({ message: '   ', aiType: 'x', at: now }));
    expect(pendingChat.peek(now)).toBeNull();
    sessionStorage.setItem('ov_pending_chat', '{oops');
    expect(pendingChat.peek(now)).toBeNull();
    expect(sessionStorage.getItem('ov_pending_chat')).toBeNull();
  });
});
