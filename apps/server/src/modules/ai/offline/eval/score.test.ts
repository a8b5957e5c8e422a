import { describe, expect, it } from 'vitest';
import { interfaceLanguage, readCsv, sampleInput, visible } from './score';

describe('evaluation scoring', () => {
  it('finds a field in the UI text whatever its case, accents, apostrophe or number', () => {
    expect(visible("heure d'entrée", 'Nom Badge Heure d’entrée Heure de sortie')).toBe(true);
    expect(visible('visiteurs', '12 visiteur')).toBe(true);
    expect(visible('Exporter CSV', 'exporter csv')).toBe(true);
    expect(visible('date de retour', 'Date de départ Retour')).toBe(false);
    expect(visible('montant HT', 'Montant TTC')).toBe(false);
  });

  it('tells French from English interface text', () => {
    expect(interfaceLanguage('Rechercher un visiteur Trier par Nom Croissant Nouveau visiteur Exporter CSV Aucun visiteur').lang).toBe('fr');
    expect(interfaceLanguage('Search visitors Sort by Name Ascending Add a visitor Export CSV No visitors').lang).toBe('en');
  });

  it('fills inputs with values the generated validation accepts', () => {
    expect(sampleInput({ type: 'text', placeholder: 'BDG-####', tag: 'input' })).toBe('BDG-1111');
    expect(sampleInput({ type: 'text', placeholder: '48.8566, 2.3522', tag: 'input' })).toBe('48.85, 2.35');
    expect(sampleInput({ type: 'time', placeholder: null, tag: 'input' })).toBe('09:30');
  });

  it('reads RFC 4180 CSV', () => {
    expect(readCsv('\uFEFFNom,Note\r\n"Dupont, Jean","dit ""ok"""\r\n')).toEqual([
      ['Nom', 'Note'],
      ['Dupont, Jean', 'dit "ok"'],
    ]);
  });
});
