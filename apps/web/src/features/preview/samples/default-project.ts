import { reactMain, reactPage } from '@ov/shared';
import type { ProjectFile } from '../types';

// The editor's default sample project (spec §2, code editor): a Vite-style task manager with a main entry,
// App, index.css, Button and Card components, helpers, package.json, tsconfig, vite config and README.
export const DEFAULT_SAMPLE_PROJECT: ProjectFile[] = [
  {
    path: 'index.html',
    content: reactPage('Gestionnaire de tâches'),
  },
  {
    path: 'src/main.tsx',
    content: reactMain({ app: 'App', css: 'index.css' }),
  },
  {
    path: 'src/App.tsx',
    content: `import { useMemo, useState } from 'react';
import { CheckCircle2, Circle, Plus, Trash2 } from 'lucide-react';
import { Button } from './components/Button';
import { Card } from './components/Card';
import { countRemaining, createTask, filterTasks, type Filter, type Task } from './utils/helpers';

const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'Toutes' },
  { id: 'active', label: 'Actives' },
  { id: 'completed', label: 'Terminées' },
];

export default function App() {
  const [tasks, setTasks] = useState<Task[]>([
    createTask(1, 'Vérifier les journaux du pare-feu', 'high'),
    createTask(2, 'Mettre à jour la politique de mots de passe', 'medium'),
    { ...createTask(3, 'Former les opérateurs', 'low'), completed: true },
  ]);
  const [filter, setFilter] = useState<Filter>('all');
  const [title, setTitle] = useState('');
  const visible = useMemo(() => filterTasks(tasks, filter), [tasks, filter]);

  function handleAdd(e: React.FormEvent) {
    e.preventDefault();
    if (!title.trim()) return;
    setTasks((t) => [...t, createTask(Date.now(), title.trim(), 'medium')]);
    setTitle('');
  }

  return (
    <main className="app">
      <h1>Gestionnaire de tâches</h1>
      <p className="muted">{countRemaining(tasks)} tâche(s) restante(s)</p>
      <Card>
        <form onSubmit={handleAdd} className="row">
          <label htmlFor="new-task" className="sr-only">Nouvelle tâche</label>
          <input id="new-task" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Nouvelle tâche..." />
          <Button type="submit" aria-label="Ajouter"><Plus size={16} /> Ajouter</Button>
        </form>
        <div className="row filters" role="group" aria-label="Filtre">
          {FILTERS.map((f) => (
            <Button key={f.id} variant={filter === f.id ? 'primary' : 'ghost'} onClick={() => setFilter(f.id)}>{f.label}</Button>
          ))}
        </div>
        <ul className="tasks">
          {visible.map((task) => (
            <li key={task.id} className={task.completed ? 'done' : ''}>
              <button className="icon" aria-label={task.completed ? 'Rouvrir' : 'Terminer'}
                onClick={() => setTasks((ts) => ts.map((t) => (t.id === task.id ? { ...t, completed: !t.completed } : t)))}>
                {task.completed ? <CheckCircle2 size={18} /> : <Circle size={18} />}
              </button>
              <span className={\`priority \${task.priority}\`}>{task.priority}</span>
              <span className="title">{task.title}</span>
              <button className="icon" aria-label="Supprimer" onClick={() => setTasks((ts) => ts.filter((t) => t.id !== task.id))}>
                <Trash2 size={16} />
              </button>
            </li>
          ))}
        </ul>
      </Card>
    </main>
  );
}
`,
  },
  {
    path: 'src/components/Button.tsx',
    content: `import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' };

export function Button({ variant = 'primary', className = '', ...props }: Props) {
  return <button className={\`btn btn-\${variant} \${className}\`} {...props} />;
}
`,
  },
  {
    path: 'src/components/Card.tsx',
    content: `import type { ReactNode } from 'react';

export function Card({ children }: { children: ReactNode }) {
  return <section className="card">{children}</section>;
}
`,
  },
  {
    path: 'src/utils/helpers.ts',
    content: `export type Priority = 'low' | 'medium' | 'high';
export type Task = { id: number; title: string; completed: boolean; priority: Priority };
export type Filter = 'all' | 'active' | 'completed';

export function createTask(id: number, title: string, priority: Priority): Task {
  return { id, title, completed: false, priority };
}

export function filterTasks(tasks: Task[], filter: Filter): Task[] {
  if (filter === 'active') return tasks.filter((t) => !t.completed);
  if (filter === 'completed') return tasks.filter((t) => t.completed);
  return tasks;
}

export function countRemaining(tasks: Task[]): number {
  return tasks.filter((t) => !t.completed).length;
}
`,
  },
  {
    path: 'src/index.css',
    content: `:root { font-family: system-ui, sans-serif; color: #e2e8f0; background: #0b1220; }
body { margin: 0; }
.app { max-width: 640px; margin: 0 auto; padding: 2rem 1rem; }
h1 { margin: 0 0 .25rem; font-size: 1.6rem; }
.muted { color: #94a3b8; margin: 0 0 1rem; }
.card { background: #111a2e; border: 1px solid #1e293b; border-radius: 12px; padding: 1rem; }
.row { display: flex; gap: .5rem; align-items: center; }
.filters { margin: 1rem 0; }
input { flex: 1; padding: .5rem .75rem; border-radius: 8px; border: 1px solid #334155; background: #0b1220; color: inherit; }
.btn { display: inline-flex; gap: .35rem; align-items: center; border-radius: 8px; padding: .45rem .8rem; border: 1px solid transparent; cursor: pointer; color: inherit; }
.btn-primary { background: #2563eb; }
.btn-ghost { background: transparent; border-color: #334155; }
.tasks { list-style: none; margin: 0; padding: 0; }
.tasks li { display: flex; gap: .6rem; align-items: center; padding: .5rem 0; border-top: 1px solid #1e293b; }
.tasks li.done .title { text-decoration: line-through; color: #64748b; }
.title { flex: 1; }
.icon { background: none; border: 0; color: inherit; cursor: pointer; }
.priority { font-size: .7rem; text-transform: uppercase; padding: .1rem .4rem; border-radius: 4px; background: #1e293b; }
.priority.high { background: #7f1d1d; } .priority.medium { background: #78350f; } .priority.low { background: #14532d; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`,
  },
  {
    path: 'package.json',
    content: `{
  "name": "gestionnaire-de-taches",
  "private": true,
  "type": "module",
  "scripts": { "dev": "vite", "build": "vite build" },
  "dependencies": { "react": "^19.0.0", "react-dom": "^19.0.0", "lucide-react": "^1.0.0" }
}
`,
  },
  {
    path: 'tsconfig.json',
    content: `{
  "compilerOptions": { "target": "ES2022", "jsx": "react-jsx", "strict": true, "module": "ESNext", "moduleResolution": "Bundler", "paths": { "@/*": ["./src/*"] } },
  "include": ["src"]
}
`,
  },
  {
    path: 'vite.config.ts',
    content: `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
  },
  {
    path: 'README.md',
    content: `# Gestionnaire de tâches

Projet d'exemple : React + TypeScript. Modifiez \`src/App.tsx\`, l'aperçu se met à jour en direct.
`,
  },
];
