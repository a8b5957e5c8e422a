import { languageFromPath, type FileLanguage } from './languages';
import type { Workspace } from './file-model';

export type TreeNode = {
  name: string;
  path: string;
  type: 'file' | 'folder';
  language?: FileLanguage;
  content?: string;
  isOpen?: boolean;
  modified?: boolean;
  children?: TreeNode[];
};

/** The file tree of spec §3 (folders first, then files, by name). */
export function buildTree(ws: Workspace): TreeNode[] {
  const root: TreeNode = { name: '', path: '', type: 'folder', children: [] };
  for (const f of ws.files) {
    const parts = f.path.split('/');
    let node = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const path = parts.slice(0, i + 1).join('/');
      let child = node.children!.find((c) => c.type === 'folder' && c.path === path);
      if (!child) {
        child = { name: parts[i]!, path, type: 'folder', isOpen: ws.expanded.includes(path), children: [] };
        node.children!.push(child);
      }
      node = child;
    }
    node.children!.push({
      name: parts[parts.length - 1]!,
      path: f.path,
      type: 'file',
      language: languageFromPath(f.path),
      content: f.content,
      modified: ws.saved[f.path] !== f.content,
    });
  }
  const sort = (nodes: TreeNode[]): TreeNode[] =>
    nodes
      .sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'folder' ? -1 : 1))
      .map((n) => (n.children ? { ...n, children: sort(n.children) } : n));
  return sort(root.children!);
}
