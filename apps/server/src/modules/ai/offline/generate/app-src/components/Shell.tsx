import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { LogOut, Moon, Shield } from 'lucide-react';
import type { ShellText } from '../lib/model';

export type Section = { id: string; label: string; render: () => ReactNode };
export type JournalEntry = { at: string; who: string; what: string };

/** The frame: title, classification banner when the work is classified, sections as tabs, messages, optional login, roles and theme. */
export function Shell({
  text,
  sections,
  message,
  roles,
  role,
  onRole,
  withTheme,
  withLogin,
}: {
  text: ShellText;
  sections: Section[];
  message: string;
  roles: string[];
  role: string;
  onRole: (role: string) => void;
  withTheme: boolean;
  withLogin: boolean;
}) {
  const [active, setActive] = useState(sections[0]?.id ?? '');
  const [light, setLight] = useState(false);
  const [user, setUser] = useState(withLogin ? '' : '-');
  const [draft, setDraft] = useState('');
  const [secret, setSecret] = useState('');
  useEffect(() => {
    document.documentElement.classList.toggle('light', light);
  }, [light]);
  useEffect(() => {
    // whatever page hosts the app (the preview's own), its language is the app's
    document.documentElement.lang = text.lang;
    document.title = text.title;
  }, [text.lang, text.title]);
  const section = sections.find((s) => s.id === active) ?? sections[0];

  function login(e: FormEvent) {
    e.preventDefault();
    if (draft.trim() && secret) setUser(draft.trim());
  }

  return (
    <div className="app">
      {text.classification && (
        <p className="classification" role="note">
          {text.classification}
        </p>
      )}
      <header className="topbar">
        <div>
          <h1>
            <Shield aria-hidden size={22} /> {text.title}
          </h1>
          {text.summary && <p className="muted">{text.summary}</p>}
        </div>
        <div className="toolbar">
          {roles.length > 0 && user && (
            <label className="inline">
              {text.role}
              <select value={role} onChange={(e) => onRole(e.target.value)}>
                {roles.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
            </label>
          )}
          {withTheme && (
            <button type="button" className="ghost" aria-pressed={light} onClick={() => setLight(!light)}>
              <Moon aria-hidden size={16} /> {text.theme}
            </button>
          )}
          {withLogin && user && (
            <button type="button" className="ghost" onClick={() => setUser('')}>
              <LogOut aria-hidden size={16} /> {text.logout}
            </button>
          )}
        </div>
      </header>
      {!user ? (
        <form className="panel tool" onSubmit={login} data-ov="login">
          <h2>{text.loginTitle}</h2>
          <div className="field">
            <label htmlFor="login-user">{text.user}</label>
            <input id="login-user" autoComplete="username" value={draft} onChange={(e) => setDraft(e.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor="login-password">{text.password}</label>
            <input id="login-password" type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} required />
          </div>
          <p>
            <button type="submit">{text.login}</button>
          </p>
        </form>
      ) : (
        <>
          {sections.length > 1 && (
            <nav className="tabs" role="tablist" aria-label={text.sections}>
              {sections.map((s) => (
                <button key={s.id} id={`tab-${s.id}`} type="button" role="tab" aria-selected={s.id === section?.id} aria-controls={`panel-${s.id}`} className="tab" onClick={() => setActive(s.id)}>
                  {s.label}
                </button>
              ))}
            </nav>
          )}
          <main id={`panel-${section?.id}`} role={sections.length > 1 ? 'tabpanel' : undefined} aria-labelledby={sections.length > 1 ? `tab-${section?.id}` : undefined}>
            {section?.render()}
          </main>
        </>
      )}
      <p className="toast" role="status" hidden={!message}>
        {message}
      </p>
      <footer>
        <p>{text.footer}</p>
        <p className="privacy">{text.privacy}</p>
      </footer>
    </div>
  );
}

/** The journal of changes (audit log), newest first. */
export function Journal({ text, entries }: { text: ShellText; entries: JournalEntry[] }) {
  return (
    <section className="panel" aria-labelledby="h-journal">
      <h2 id="h-journal">{text.journal}</h2>
      {entries.length === 0 ? (
        <p className="empty">{text.journalEmpty}</p>
      ) : (
        <ul className="list">
          {entries.map((e, i) => (
            <li key={i}>
              <span className="mono muted">{e.at}</span>
              <span>{e.who}</span>
              <span className="grow">{e.what}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
