import { describe, expect, it } from 'vitest';
import { isBuildRequest } from './build-intent';

describe('isBuildRequest', () => {
  it.each([
    'Crée un tableau de bord de surveillance des drones avec alertes et carte des zones',
    'Une application de suivi des incidents de cybersécurité pour un SOC ministériel',
    'Gestion de l’inventaire des munitions avec seuils de réapprovisionnement',
    'Contrôle d’accès et habilitations des utilisateurs avec journal d’audit',
    'Build a drone surveillance dashboard with alerts and a zone map',
    'An incident tracking app for a ministry security operations centre',
    'Ammunition inventory management with reorder thresholds',
    'User access control and clearances with an audit log',
    'Registre des visiteurs du ministère avec nom, badge, heure d’entrée et export CSV',
    'Peux-tu créer une application de réservation de salles ?',
    'Can you build me a chess clock app?',
  ])('builds: %s', (m) => expect(isBuildRequest(m)).toBe(true));

  it.each([
    'Quelles sont les obligations RGPD d’une administration qui traite des données personnelles ?',
    'Comment répondre à un appel d’offres du ministère de la Défense ?',
    'What are the GDPR obligations of a public body processing personal data?',
    'How do I answer a call for tenders from the Ministry of Defence?',
    'Que dit la norme ISO 27001 sur l’annexe A ?',
    'Explique la différence entre NIS2 et la LPM pour un système d’information',
    'bonjour',
    'Merci beaucoup pour votre aide',
  ])('asks: %s', (m) => expect(isBuildRequest(m)).toBe(false));

  it('CodeGen writes code for a description, builds an app only when asked to build one', () => {
    expect(isBuildRequest('Inventaire des munitions avec seuils', { codegen: true })).toBe(false);
    expect(isBuildRequest('Écris une fonction qui valide un numéro de badge', { codegen: true })).toBe(false);
    expect(isBuildRequest('Crée une application d’inventaire des munitions avec seuils', { codegen: true })).toBe(true);
  });
});
