import { answer } from '../offline/assistants';
import { generateApp, generateCode } from '../offline/index';
import { defaultRepair, type Repair } from '../offline/repair-runner';
import { analyzeCodeSecurity } from '../offline/security';
import type { Provider, StreamSink } from './types';

/** Streams a finished text in word-sized pieces so offline replies display like model replies. */
async function streamText(text: string, sink?: StreamSink): Promise<void> {
  if (!sink?.onToken) return;
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) await sink.onToken(piece);
}

/**
 * The default provider: no network, deterministic, see offline/ and knowledge/. Repairs run in a worker thread in
 * the built server (offline/repair-runner.ts); `repair` replaces that (tests).
 */
export function createOfflineProvider(opts: { repair?: Repair } = {}): Provider {
  const repairFile = opts.repair ?? defaultRepair(import.meta.url);
  return {
    name: 'offline',
    model: 'sentinel-offline',
    async generateApp(req, sink) {
      const app = generateApp(req.prompt, { plain: /^(html|css|javascript|js|vanilla)$/i.test(req.language) });
      await streamText(app.summary, sink);
      if (sink?.onFile) for (const f of app.files) await sink.onFile(f);
      return {
        files: app.files,
        description: app.description,
        techStack: app.techStack,
        features: app.features,
        appType: app.appType,
        response: app.summary,
        ...(app.spec ? { spec: app.spec } : {}),
        // too vague to build: three proposals, no files, nothing charged (issue 13 point 3)
        ...(app.proposals ? { proposals: app.proposals, chargeable: false } : {}),
      };
    },
    async generateCode(req, sink) {
      if (req.fix) {
        // a fix answers with the whole file, repaired or unchanged, never with new code (offline/repair.ts)
        const { fix } = req;
        const r = await repairFile({ path: fix.path, content: fix.content, error: { kind: fix.kind, message: fix.message, line: fix.line, column: fix.column }, lang: fix.lang });
        await streamText(r.explanation, sink);
        // a fix that changed nothing ("Correction automatique impossible") is not charged (issue 13)
        return { generatedCode: r.content, explanation: r.explanation, language: req.language, securityAnalysis: analyzeCodeSecurity(r.content, req.language, fix.lang), repaired: r.changed, ...(r.changed ? {} : { chargeable: false as const }) };
      }
      const code = generateCode(req.prompt, req.language);
      await streamText(code.explanation, sink);
      // too vague, or a tool: an explanation and no charge (decision 052)
      return { generatedCode: code.code, explanation: code.explanation, language: code.language, securityAnalysis: code.securityAnalysis, ...(code.chargeable === false ? { chargeable: false as const } : {}) };
    },
    async chat(req, sink) {
      const a = answer(req.message, req.assistant, req.language);
      await streamText(a.text, sink);
      // "I do not know" is not charged (issue 13)
      return { text: a.text, sources: a.sources, ...(a.chargeable === false ? { chargeable: false as const } : {}) };
    },
  };
}
