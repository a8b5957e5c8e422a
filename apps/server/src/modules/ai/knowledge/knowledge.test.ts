import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answer } from '../offline/assistants';
import { KnowledgeIndex, knowledgeIndex, tokenize } from './index';
import { readKnowledgeDir, renderKnowledgeModule } from './render';

const dir = fileURLToPath(new URL('.', import.meta.url));

describe('knowledge base', () => {
  it('documents.generated.ts matches the Markdown (run: npx tsx apps/server/src/modules/ai/knowledge/build.ts)', () => {
    expect(readFileSync(new URL('./documents.generated.ts', import.meta.url), 'utf8')).toBe(renderKnowledgeModule(readKnowledgeDir(dir)));
  });

  it('has the same topics in French and English', () => {
    const docs = readKnowledgeDir(dir);
    expect(docs.filter((d) => d.language === 'fr')).toHaveLength(docs.filter((d) => d.language === 'en').length);
    expect(docs.length).toBeGreaterThanOrEqual(16);
  });

  it('tokenizes across accents, plurals and acronyms', () => {
    expect(tokenize('Les données personnelles (GDPR)')).toEqual(['data', 'personal', 'rgpd']);
  });

  it.each([
    ['Quelles obligations RGPD pour un organisme public ?', 'fr', 'fr/rgpd'],
    ['What are the GDPR rights of individuals?', 'en', 'en/gdpr'],
    ["Comment obtenir l'homologation ANSSI d'un système ?", 'fr', 'fr/anssi-hygiene'],
    ['How many controls are in ISO 27001 Annex A?', 'en', 'en/iso27001'],
    ['SOC 2 Type II vs Type I', 'en', 'en/soc2'],
    ['Critères RGAA pour les formulaires accessibles', 'fr', 'fr/rgaa'],
    ["Comment répondre à un appel d'offres public ?", 'fr', 'fr/achat-public'],
    ['How much does generating an app cost in credits?', 'en', 'en/platform-guide'],
    ['Comment importer un projet dans l’éditeur ?', 'fr', 'fr/editeur'],
    ['How do I prevent SQL injection and XSS?', 'en', 'en/secure-development'],
  ])('finds %s', (q, lang, doc) => {
    const hits = knowledgeIndex().search(q, { language: lang as 'fr' | 'en' });
    expect(hits[0]?.section.docId).toBe(doc);
  });

  it('composes a sourced answer in the language of the question', () => {
    const fr = answer('Que dit le RGPD sur la notification des violations de données ?', 'gov-advisor');
    expect(fr.language).toBe('fr');
    expect(fr.text).toMatch(/72 heures/);
    expect(fr.text).toMatch(/Sources : /);
    expect(fr.sources.every((s) => s.language === 'fr')).toBe(true);
    const en = answer('What does GDPR say about breach notification?', 'gov-advisor');
    expect(en.language).toBe('en');
    expect(en.text).toMatch(/72 hours/);
    expect(en.text).toMatch(/DPO/);
  });

  it('computes a quantity asked with its values, with the same formulas as the calculators (decision 293)', () => {
    const fr = answer('Combien de carburant pour 12 véhicules à 35 L aux 100 km sur 420 km ?', 'sentinel');
    expect(fr.language).toBe('fr');
    expect(fr.text.replace(/\u202f|\u00a0/g, ' ')).toMatch(/^\*\*Carburant nécessaire : 1 764 L\*\*/);
    expect(fr.text).toContain('Nombre de véhicules\u00a0: 12');
    const en = answer('How much water for a patrol of 8 for 3 days?', 'sentinel');
    expect(en.text).toMatch(/^\*\*Water needed: 72 L\*\*/);
    // a value not given is the table's default, and the answer says so
    expect(en.text).toContain('Water per person per day (L): 3 (default value: give yours if it differs)');
    // too little given: no computation, the knowledge base answers (here: honestly, that it does not know)
    expect(answer('How much fuel does a convoy need?', 'sentinel').text).not.toMatch(/Fuel needed/);
  });

  it('answers an unknown question honestly, without sources', () => {
    const a = new KnowledgeIndex().search('xylophone quantique');
    expect(a).toEqual([]);
    const r = answer('xylophone', 'claude', 'en');
    expect(r.sources).toEqual([]);
    expect(r.text).toMatch(/I don't know/);
    expect(r.chargeable).toBe(false);
  });

  // Questions written for this test, not used to tune the index or the documents (issue 13: NIS2, SecNumCloud,
  // retention periods, RGS, II 901, LPM/OIV).
  it.each([
    ['La directive NIS 2 impose-t-elle l’authentification multifacteur ?', 'fr/nis2'],
    ['Quelles amendes prévoit NIS 2 pour une entité importante ?', 'fr/nis2'],
    ['Une offre SecNumCloud garantit-elle l’immunité au droit extra-européen ?', 'fr/secnumcloud'],
    ['Combien de temps garder les données de prospection commerciale ?', 'fr/durees-conservation'],
    ['Quelle durée de conservation pour les traces de connexion des utilisateurs ?', 'fr/durees-conservation'],
    ['Qui doit homologuer un téléservice selon le référentiel général de sécurité ?', 'fr/rgs'],
    ['Un prestataire privé peut-il traiter des informations Diffusion Restreinte ?', 'fr/ii-901'],
    ['Que doit notifier un OIV à l’ANSSI ?', 'fr/lpm-oiv'],
    ['Which sectors are listed in Annex I of NIS2?', 'en/nis2'],
    ['Who publishes the list of SecNumCloud qualified cloud providers?', 'en/secnumcloud'],
    ['How long should video surveillance recordings be kept?', 'en/retention-periods'],
    ['What does the RGS require before an online public service goes live?', 'en/rgs'],
    ['What is II 901 about?', 'en/ii-901'],
    ['Which decree sets the security rules for operators of vital importance?', 'en/lpm-oiv'],
    // session 11 (health data and encryption), the first two asked in the walk
    ['Quelles mesures de sécurité faut-il pour héberger des données de santé de militaires ?', 'fr/donnees-sante'],
    ['Comment chiffrer une base PostgreSQL au repos ?', 'fr/chiffrement'],
    ['Un chef de corps peut-il consulter le dossier médical de ses soldats ?', 'fr/donnees-sante'],
    ['Quelle taille de clé AES recommande l’ANSSI ?', 'fr/chiffrement'],
    ['Do I need an HDS certified host for patient records?', 'en/health-data'],
    ['Where should encryption keys be stored?', 'en/encryption'],
    // session 12 (secure administration), the first asked in the walk
    ["Comment sécuriser l'accès SSH aux serveurs d'un ministère ?", 'fr/administration-securisee'],
    ['Faut-il un bastion pour administrer nos serveurs ?', 'fr/administration-securisee'],
    ['How should we protect SSH access to our servers?', 'en/secure-administration'],
    ['Should administrators use a dedicated workstation?', 'en/secure-administration'],
    // session 12 (incidents, backups, security policy and audits): questions the base answered with unrelated sections
    ['Que doit contenir un plan de réponse aux incidents ?', 'fr/incidents-sauvegardes'],
    ["Qu'est-ce qu'une PSSI ?", 'fr/pssi-audits'],
    ['Que faire si un poste est infecté par un rançongiciel ?', 'fr/incidents-sauvegardes'],
    ['How often should we test backups?', 'en/incidents-backups'],
    ['What are the rules for a penetration test of a ministry app?', 'en/security-policy-audits'],
  ])('new topic: %s → %s, answered with its sources', (q, doc) => {
    for (const kind of ['gov-advisor', 'claude', 'prophet'] as const) {
      const a = answer(q, kind);
      expect(a.chargeable).toBeUndefined();
      expect(a.sources[0]?.id.split('#')[0]).toBe(doc);
      expect(a.text).toMatch(/Sources : /);
    }
  });

  it('the new sections name their official sources and ask to check the text in force', () => {
    const docs = readKnowledgeDir(dir).filter((d) => /nis2|secnumcloud|conservation|retention|rgs|ii-901|lpm-oiv/.test(d.id));
    expect(docs).toHaveLength(12);
    for (const d of docs) {
      expect(d.markdown, d.id).toMatch(/Sources?\s*:/);
      expect(d.markdown, d.id).toMatch(/EUR-Lex|Légifrance|ANSSI|CNIL/);
      expect(d.markdown, d.id).toMatch(d.language === 'fr' ? /[Vv]érifiez le texte en vigueur/ : /[Cc]heck the (framework )?text in force/);
      expect(d.markdown, d.id).not.toMatch(/https?:\/\//);
    }
  });

  it.each([
    ['Quelle est la météo à Brest demain ?', 'fr'],
    ['Qui a gagné la coupe du monde de football ?', 'fr'],
    ['Explique-moi la blockchain', 'fr'],
    ['Quelle est la recette des crêpes ?', 'fr'],
    ['Écris une fonction TypeScript qui trie un tableau', 'fr'],
    ['Who won the football world cup?', 'en'],
    ['What is the best pizza in Paris?', 'en'],
    ['How do I configure Kubernetes autoscaling?', 'en'],
  ])('says it does not know "%s" (%s), suggests what it can answer, and is not chargeable', (q, lang) => {
    for (const kind of ['gov-advisor', 'claude', 'prophet', 'builder'] as const) {
      const a = answer(q, kind);
      expect(a.chargeable).toBe(false);
      expect(a.sources).toEqual([]);
      expect(a.language).toBe(lang);
      if (lang === 'fr') {
        expect(a.text).toMatch(/^Je ne sais pas répondre/);
        expect(a.text).toContain('Cette réponse ne vous est pas facturée.');
        expect(a.text).toContain('« Quelles entités sont concernées par NIS 2 ? »');
      } else {
        expect(a.text).toMatch(/^I don't know how to answer/);
        expect(a.text).toContain('This answer is not charged.');
        expect(a.text).toContain('"Which entities does NIS2 cover?"');
      }
    }
  });

  it("a section that holds the question's specific term is shown even when another ranks higher on the document title", () => {
    expect(answer('Que dit la norme ISO 27001 sur l’annexe A ?', 'claude').text).toContain('93 mesures');
    expect(answer('Combien de temps conserver les journaux selon la CNIL ?', 'gov-advisor').text).toContain('entre six mois et un an');
  });

  it('the questions it suggests are ones it answers', () => {
    for (const q of ['Quelles entités sont concernées par NIS 2 ?', 'Combien de temps conserver les journaux selon la CNIL ?', 'Comment hacher un mot de passe ? Donne le code.', 'Which entities does NIS2 cover?', 'How long should logs be kept according to the CNIL?', 'How do I hash a password? Show me the code.']) {
      expect(answer(q, 'gov-advisor').chargeable, q).toBeUndefined();
    }
  });

  it.each([
    ['Comment hacher un mot de passe ? Donne le code.', "from '@node-rs/argon2'"],
    ['Show me code for a parameterised SQL query', "pool.query('SELECT id, name FROM agents WHERE email = $1', [email])"],
    ['Exemple de code pour valider une saisie côté serveur', "import { z } from 'zod';"],
    ['How do I validate input on the server? Give an example in TypeScript', 'safeParse(body)'],
  ])('a question asking for code gets a fenced code block: %s', (q, excerpt) => {
    const a = answer(q, 'claude');
    expect(a.chargeable).toBeUndefined();
    const block = /```ts\n([\s\S]*?)\n```/.exec(a.text);
    expect(block, a.text).not.toBeNull();
    expect(block![1]).toContain(excerpt);
  });
});
