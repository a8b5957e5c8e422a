/** Test fixtures shared by the /editor screen's tests (not shipped: only test files import this module). */
import { fireEvent, screen } from '@testing-library/react';
import { setSession } from '@/lib/session';
import { mockApi, session } from '@/test/utils';
import { WORKSPACE_KEY } from '../workspace/use-workspace';

type File = { path: string; content: string };

/** Stores a working copy of /editor as a project saved at `saved` (every file as it is, unless told). */
export function storeWorkspace(projectId: string, name: string, files: File[], saved: Record<string, string> = Object.fromEntries(files.map((f) => [f.path, f.content]))) {
  const first = files[0]!.path;
  localStorage.setItem(WORKSPACE_KEY, JSON.stringify({ projectId, name, files, saved, openPaths: [first], activePath: first, savedAt: null }));
}

/** The assistant's answer to a request on a saved project: an instruction (decision 115), applied unless told. */
export function instructionReply(projectId: string, instruction: Record<string, unknown>, over: { appType?: string; response?: string; creditsUsed?: number } = {}) {
  return {
    files: [],
    description: '',
    techStack: [],
    features: [],
    appType: 'records',
    response: 'ok',
    creditsUsed: 2,
    model: 'sentinel-offline',
    ...over,
    instruction: { project_id: projectId, applied: true, files: [], conflicts: 0, ...instruction },
  };
}

type Answer = { status?: number; body?: unknown } | undefined;

/** Signs in with 100 credits; the assistant answers `reply`, `more` any other request. Answers the recorded calls. */
export function signedInWithAssistant(reply: unknown, more: (r: { method: string; path: string }) => Answer = () => undefined) {
  setSession(session().session);
  return mockApi((r) => {
    if (r.path === '/api/credits') return { body: { amount: 100 } };
    if (r.path === '/api/functions/sentinel-ai-agent') return { body: reply };
    return more(r);
  });
}

/** Writes `request` to the open assistant panel and sends it ('Générer'). */
export async function askAssistant(request: string) {
  fireEvent.change(await screen.findByLabelText('Votre demande à l’assistant'), { target: { value: request } });
  fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
}
