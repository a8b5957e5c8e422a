/**
 * A field's type from its name, in French or English ("heure d'entrée" → time, "date of birth" → date,
 * "numéro de badge" → identifier), and the values of well-known enumerations (gravité, statut, priorité).
 * The head of the name decides first (French puts it first, English last, or before "of"), then the
 * whole name; what nothing recognises is text.
 */
import type { AppField, FieldType } from '@ov/shared';
import { capitalize, fold, toKey, type Lang } from './text';
import { impliedUnit, UNIT_SUFFIX, unitOfHead } from './units';

type Rule = [FieldType, RegExp];

const DECISION_RULE = /^(validation|approbation)\b|\b(approval|sign-off)$/;

/** Whole-name rules that win over the head word ("adresse e-mail" is an email, not a place). */
const STRONG: Rule[] = [
  // a decision given on the record ("validation du chef de section", "platoon leader's approval"): its state, not a person
  ['enum', DECISION_RULE],
  ['email', /\b(e-?mail|courriel|mel|adresse electronique|adresse mail)\b/],
  ['phone', /\b(telephone|tel|phone|mobile|portable|gsm|fax)\b/],
  ['url', /\b(url|site web|site internet|website|web site|lien|link)\b/],
  ['datetime', /\b(date et heure|date-heure|date heure|date\/heure|horodatage|timestamp|date and time|date time|datetime|date & heure)\b/],
  // an IP address is an identifier, not a place ("adresse IP source")
  ['identifier', /\b(adresse ip|adresses ip|ip address|ip addresses|ipv4|ipv6|ip source|source ip|ip destination|destination ip|ip)\b/],
  ['coordinates', /\b(gps|coordonnees|coordinates|latitude|longitude|geolocalisation|geolocation|lat\/lon|position gps)\b/],
  ['number', /^(nombre|nb|quantite|number of|quantity|count|total of)\b|^(?:casualties|victimes|blesses|morts|deces|tues|wounded|injured|fatalities|deaths|killed|dead)(?: (?:reported|recorded|signales|recenses|declares|constates))?$|\b(?:count|rounds fired|cartouches tirees|munitions tirees|coups tires)$|\b(?:out of|sur) \d+$|\/\s*\d+$/],
  ['person', /\s(?:par|by)$|(?<!prise)\s(?:in charge|en charge)$|^(?:assigned|issued|allocated|lent|loaned) to$|^(?:affectee?|attribuee?|remise?|confiee?|pretee?) a$/],
  ['percent', /\b(niveau de charge|charge level|battery level|battery charge|charge de la batterie|charge batterie|niveau de batterie|niveau de carburant|fuel level|niveau d'essence|taux de \w+|pourcentage|humidite|humidity)\b/],
  ['date', /\b(date de naissance|date of birth|birth ?date|dob)\b/],
  // "prochaine visite", "last check-up": the day of a visit
  ['date', /^(?:(?:prochaine?|derniere?|premiere?) )?visite(?: medicale)?$|^(?:(?:next|last|first|previous) )?(?:medical )?(?:visit|check-?up)$/],
  ['enum', /\b(groupe sanguin|blood group|blood type)\b/],
  // things counted by a plural noun and what was done to them ("vehicles checked", "personnes fouillées",
  // "dépistages positifs"), and counts named by their noun alone ("arrests", "interpellations"): a number (decision 299)
  ['number', /^[a-z-]+s (checked|searched|boarded|rescued|inspected|seized|arrested|detained|stopped|counted|controles|controlees|fouilles|fouillees|secourus|secourues|saisis|saisies|interpelles|interpellees|arretes|arretees|comptes|comptees|positifs|positives|evacues|evacuees|blesses|blessees)$|^(interpellations|arrestations|arrests|infractions|offences|saisies|seizures|fuel used|fuel remaining|carburant consomme|carburant restant|litres consommes|gallons used)$/],
  // "signature obtained", "ID checked", "pièce d'identité vérifiée": whether it was done, yes or no (decision 299)
  ['boolean', /^(?:[a-z'-]+ )?(?:signature|id|identity|id card|piece d'identite|identite|badge|permis|licence|license|passport|passeport|background) (?:obtained|checked|verified|seen|taken|controlee?|verifiee?|obtenue?|presentee?)$/],
  // a chemical, biological or radiological agent detected is a substance, not a person
  ['text', /^agents? (?:detectes?|chimiques?|biologiques?|pathogenes?|identifies?|nrbc|cbrn|detected|identified)$/],
  // "lights working", "batterie fonctionnelle", "radio en état de marche": yes or no (decision 299)
  ['boolean', /\s(working|functional|functioning|operational|serviceable|fonctionnel(?:le)?s?|operationnel(?:le)?s?|en etat de marche|en etat de fonctionnement|en service)$/],
  // "dernière visite vétérinaire", "prochaine vaccination", "last service", "next inspection": the day of that event
  ['date', /^(?:derniere?|prochaine?|precedente?|last|next|previous|latest) (?:visite|vaccination|vaccin|rappel|revision|vidange|controle|verification|inspection|entretien|maintenance|intervention|examen|formation|recyclage|audit|exercice|session|seance|reunion|calibration|etalonnage|mise a jour|sauvegarde|test|essai|service|check|check-?up|visit|review|update|backup|drill|meeting|training|refresher|vet visit|overhaul|oil change|calibration|exam)\b/],
  ['datetime', /^(?:opened|closed|created|updated|reported|resolved|started|ended|submitted|received|sent|logged) at$|^(?:first|last) seen$|^(?:vu|observe) (?:pour la )?(?:premiere|derniere) fois$|\b(shift (?:start|end)|(?:debut|fin) de (?:service|garde|quart|poste)|prise de (?:service|poste|garde))\b/],
  ['boolean', /\s(payee?s?|reglee?s?|validee?s?|confirmee?s?|archivee?s?|signee?s?|a jour|paid|settled|signed|confirmed)$/],
  ['duration', /\b(duree|duration|temps passe|time spent|preparation time|cooking time|travel time|flight time|temps de (?:preparation|cuisson|vol)|temps de (trajet|reponse|traitement|intervention)|response time)\b/],
  ['money', /\b(montant|cotisation|prix|cout|budget|salaire|tarif|amount|price|cost|salary|fee|fees|euros?|ttc|ht|depense|expense|valeur|value|chiffre d'affaires|revenue|facture|paiement|payment)\b/],
];

/** Rules tried on the head word, then on the whole name. */
const RULES: Rule[] = [
  // a radio call sign is a short text ("Tango 36"), whoever it belongs to ("indicatif du destinataire")
  ['text', /\b(indicatif|call ?sign)\b/],
  ['identifier', /\b(nsn|nno|badge|matricule|immatriculation|plaque|plate|serial|numero|number|n°|num|reference|ref|identifiant|id|code|registration|siret|siren|iban|passeport|passport|licence|license|dossier|ticket|lot)\b/],
  ['date', /\b(date|naissance|birth|echeance|deadline|due|expiration|peremption|jour|day|anniversaire|debut|fin|start|end|embauche|livraison|delivery|revision|verification|inspection|service date|controle technique)\b/],
  ['time', /\b(heure|horaire|time|hour|arrivee|depart|entree|sortie|arrival|departure|check-in|check-out)\b/],
  ['percent', /\b(pourcentage|percent|percentage|taux|avancement|progression|progress|completion)\b/],
  ['number', /\b(nombre|quantite|hours|heures|kilometrage|km|age|poids|effectif|stock|capacite|altitude|vitesse|temperature|mileage|weight|capacity|speed|score|note sur|rating|heures de vol|flight hours|distance|surface|volume|autonomie|range|seats|places|niveau de charge|charge|batterie|battery|consommation|consumption|mesure|reading|annee|year|seuil|threshold|minimum|maximum|frequence|frequency|etage|floor|heart rate|frequence cardiaque|pulse|bpm|puissance|voltage|intensite|debit|flow rate|pression|pressure|portee|hauteur|height|hits|impacts|coups au but|servings|portions|couverts)\b/],
  ['enum', /\b(statut|status|etat|state|condition|aptitude|fitness|creneau|shift|quart|avis|opinion|vecteur|vector|gravite|severite|severity|criticite|criticality|priorite|priority|niveau|level|categorie|category|type|classification|genre|sexe|grade|rang|rank|phase|etape|stage|urgence|urgency|impact|risque|risk|nature|canal|channel|difficulte|difficulty|qualite|quality|force|strength|lisibilite|readability|confiance|confidence|fiabilite|reliability)\b/],
  ['boolean', /^(?:est|is|a|has)\s|\b(actif|active|valide|validated|paye|paid|confirme|confirmed|archive|archived|present|vip|habilite|cleared|termine|done|disponible|available|accompagne|escorted|applique|appliquee|applied|patched)\b/],
  ['person', /\b(nom|prenom|name|first name|last name|surname|responsable|auteur|author|agent|contact|demandeur|requester|owner|proprietaire|conducteur|driver|chauffeur|assigne|assignee|technicien|technician|pilote|pilot|operateur|operator|referent|manager|titulaire|holder|visiteur|visitor|hote|host|accompagnateur|escort|patient|employe|employee|officier|officer|chef|leader|signataire|redacteur|destinataire|recipient|expediteur|sender|interlocuteur|client|customer|candidat|candidate|eleve|student|formateur|trainer|medecin|doctor|superviseur|supervisor|beneficiaire|beneficiary|finder|reporter|rapporteur|declarant|inspecteur|inspector|controleur|gardien|guard|plaignant|complainant|instructeur|instructor|analyste|analyst|personne|person|enqueteur|investigator|auditeur|auditor|evaluateur|assessor|examinateur|examiner|commandant|commander|intervenant|emprunteur|borrower|prestataire|contractor|soldat|soldier|militaire|gendarme|policier|pompier|firefighter|stagiaire|trainee|intern|apprenti|apprentice|recrue|recruit|tireur|tireuse|shooter|marksman|sniper|co-pilote|copilote|co-pilot|copilot|magasinier|storekeeper|observateur|observer|radiotelephoniste|radio operator|chef de bord|cadet|demineur|infirmier|infirmiere|nurse|secouriste|medic|convoyeur|escorteur|plongeur|diver|veilleur|sentinelle|sentry|planton|greffier|clerk|juge|judge|procureur|prosecutor|avocat|lawyer|interprete|interpreter|traducteur|translator|maitre-chien|maitre chien|dog handler|skipper|coxswain|barreur|patron de vedette|engineer|ingenieur|detenu|detenue|prisoner|inmate|prevenu|cuisinier|cook|chef cuisinier|spotter|guetteur|lookout|utilisateur|user)\b/],
  ['place', /\b(lieu|place|adresse|address|location|localisation|site|ville|city|destination|provenance|origine|origin|emplacement|zone|secteur|sector|area|region|pays|country|base|caserne|barracks|departement|commune|port|aeroport|airport|batiment|building|salle|room|bureau|office|entrepot|warehouse|hangar|porte(?!-)|portail|gate|checkpoint|position|point de controle|point de passage|point de rassemblement|control point)\b/],
  ['file', /\b(fichier|receipt|recu|piece jointe|pieces jointes|document joint|photo|image|scan|attachment|file|justificatif|cv|resume file|certificat|certificate|pdf)\b/],
  ['longtext', /\b(description|commentaire|commentaires|remarque|remarques|observation|observations|notes?|details|comment|comments|remarks|resume|summary|compte rendu|message|contenu|content|body|texte|text|explication|explanation|consignes|instructions|historique|bilan|retour d'experience|retex|lessons learned|enseignements)\b/],
];

/** Person-like entities, whose "nom" is a person's name (a visitor's "nom"), not a thing's name. */
const PERSON_ENTITIES = /^(intervenant|emprunteur|borrower|visiteur|visitor|employe|employee|agent|personnel|patient|contact|client|customer|candidat|candidate|eleve|student|membre|member|soldat|soldier|militaire|benevole|volunteer|utilisateur|user|stagiaire|intern|officier|officer|citoyen|citizen|usager|beneficiaire|beneficiary|personne|person|people|gendarme|policier|pompier|firefighter|conducteur|driver|pilote|pilot|medecin|doctor|enseignant|teacher|formateur|trainer|invite|guest|resident|locataire|tenant|adherent|participant|apprenti|blesse|casualt|wounded|victim|malade|survivant|survivor)/;

export function isPersonEntity(singular: string): boolean {
  return PERSON_ENTITIES.test(fold(singular));
}

/** An English participle after a noun ("area covered", "deficiencies found"): it does not head the name. */
export const PARTICIPLE = /^(?!need|speed|feed|seed|bed|shed)[a-z]{3,}ed$|^(found|taken|seen|done|made|given|held|kept|lost|sent|spent|built|written|driven|flown|drawn|worn|shown|known)$/;

/** The head word of a field name: French puts it first ("heure d'entrée"), English last ("entry time") or before "of". */
function headOf(folded: string, lang: Lang): string {
  const ws = folded.replace(/[^a-z0-9°' -]+/g, ' ').trim().split(/\s+/);
  if (lang === 'fr') {
    // leading adjectives do not head the name ("prochaine révision", "dernière mesure")
    const i = /^(prochaine?|derniere?|dernier|premiere?|premier|ancienne?|nouvelle?|nouveau|petite?|grande?|bref|breve)$/.test(ws[0] ?? '') && ws.length > 1 ? 1 : 0;
    return ws[i] ?? '';
  }
  const of = ws.indexOf('of');
  if (of > 0) return ws[of - 1] ?? '';
  // a participle after the noun does not head it ("area covered", "incidents observed")
  if (ws.length > 1 && PARTICIPLE.test(ws[ws.length - 1]!)) return ws[ws.length - 2] ?? '';
  return ws[ws.length - 1] ?? '';
}

function unitHead(label: string, lang: Lang): string | undefined {
  const head = headOf(fold(label).replace(/\s+/g, ' ').trim(), lang);
  return unitOfHead(head);
}

export function unitOf(label: string, lang?: Lang): string | undefined {
  return UNIT_SUFFIX.exec(label.trim())?.[1] ?? (lang ? unitHead(label, lang) : undefined);
}

export function inferType(label: string, lang: Lang, entitySingular = ''): FieldType {
  const f = fold(label).replace(/\s+/g, ' ').trim();
  for (const [type, re] of STRONG) if (re.test(f)) return adjust(type, f, lang, entitySingular);
  // a quantity with its unit ("puissance en kVA", "range in km", "litres délivrés") is a number
  if (unitOf(label, lang)) return 'number';
  const head = headOf(f, lang);
  for (const [type, re] of RULES) if (re.test(head)) return adjust(type, f, lang, entitySingular);
  for (const [type, re] of RULES) if (re.test(f)) return adjust(type, f, lang, entitySingular);
  return 'text';
}

function adjust(type: FieldType, f: string, lang: Lang, entitySingular: string): FieldType {
  // "recipe name" is a thing's name, "guard name" a person's
  if (type === 'person' && lang === 'en' && /\bname$/.test(f) && !/^name$/.test(f)) {
    const prefix = f.replace(/\s*name$/, '');
    return /^(full|first|last|given|family|sur)$/.test(prefix) || isPersonEntity(prefix) || RULES.find(([t]) => t === 'person')![1].test(prefix) ? 'person' : 'text';
  }
  // "nom de l'intervenant": a person's name when the complement is a person
  if (type === 'person' && lang === 'fr' && /^nom (?:de |du |des |d')/.test(f)) {
    const rest = f.replace(/^nom (?:de la |de l'|du |des |de |d')/, '');
    if (isPersonEntity(rest) || RULES.find(([t]) => t === 'person')![1].test(rest)) return 'person';
  }
  // an English "grade" is a mark, a French "grade" a rank
  if (type === 'enum' && lang === 'en' && /\bgrades?$/.test(f)) return 'number';
  // "nom" / "name" is a person's name for a person-like entity or when it says so ("nom du responsable").
  if (type === 'person' && /^(nom|name)$/.test(f)) return isPersonEntity(entitySingular) ? 'person' : 'text';
  if (type === 'person' && /^(nom|name)\b/.test(f) && !/\b(prenom|responsable|agent|contact|demandeur|visiteur|titulaire|conducteur|chauffeur|pilote|employe|auteur|personne|first|last|full|owner|driver|pilot|author|person|holder)\b/.test(f))
    return isPersonEntity(entitySingular) ? 'person' : 'text';
  if (type === 'person' && /^(prenom|first name|last name|surname|nom de famille|nom complet|full name)$/.test(f)) return 'person';
  // "heure d'entrée" is a time; "entrée" alone in an English label ("entry") stays text.
  if (type === 'time' && lang === 'en' && /^(arrivee|depart|entree|sortie)$/.test(f)) return 'text';
  if (type === 'identifier' && /\b(nombre|number of)\b/.test(f)) return 'number';
  if (type === 'place' && /^(position)$/.test(f)) return 'coordinates';
  // the range of a firing-range booking is a place ("Stand 1 – 25 m"), not a distance (decision 299)
  if (type === 'number' && /^(range|firing range|shooting range|stand|stand de tir|pas de tir|champ de tir)$/.test(f) && /\b(range|ranges|booking|bookings|tir|stand|shooting|firing|reservation|reservations|seance|seances|session|sessions)\b/.test(fold(entitySingular))) return 'place';
  return type;
}

/** Well-known enumerations, by the folded head of their name. */
/** A decision given on a record: its name starts with the act ("validation du chef") or ends with it ("leader's approval"). */
export const DECISION = DECISION_RULE;

const KNOWN_OPTIONS: { re: RegExp; fr: string[]; en: string[] }[] = [
  { re: /^(gravite|severite|severity|criticite|criticality|impact)/, fr: ['Faible', 'Moyenne', 'Élevée', 'Critique'], en: ['Low', 'Medium', 'High', 'Critical'] },
  { re: /^(priorite|priority|urgence|urgency)/, fr: ['Basse', 'Normale', 'Haute', 'Urgente'], en: ['Low', 'Normal', 'High', 'Urgent'] },
  { re: /^(risque|risk)/, fr: ['Faible', 'Modéré', 'Élevé'], en: ['Low', 'Moderate', 'High'] },
  { re: /^(classification|niveau de classification|classification level|niveau de protection)/, fr: ['Non protégé', 'Diffusion restreinte', 'Confidentiel', 'Secret'], en: ['Unclassified', 'Restricted', 'Confidential', 'Secret'] },
  { re: /^(niveau|level)/, fr: ['Faible', 'Moyen', 'Élevé'], en: ['Low', 'Medium', 'High'] },
  { re: /^(difficulte|difficulty)/, fr: ['Facile', 'Moyenne', 'Difficile'], en: ['Easy', 'Medium', 'Hard'] },
  { re: /^(grade|rang|rank)/, fr: ['Soldat', 'Caporal', 'Sergent', 'Lieutenant', 'Capitaine'], en: ['Private', 'Corporal', 'Sergeant', 'Lieutenant', 'Captain'] },
  { re: /^(sexe|genre|gender)/, fr: ['Femme', 'Homme', 'Non précisé'], en: ['Female', 'Male', 'Not stated'] },
  { re: /^(phase|etape|stage)/, fr: ['Préparation', 'Exécution', 'Clôture'], en: ['Preparation', 'Execution', 'Closure'] },
  { re: /^(categorie d'arme|categorie de l'arme|weapon category|firearm category)/, fr: ['Catégorie A', 'Catégorie B', 'Catégorie C', 'Catégorie D'], en: ['Category A', 'Category B', 'Category C', 'Category D'] },
  { re: /^(vecteur|vector|attack vector)/, fr: ['Hameçonnage', 'Logiciel malveillant', 'Rançongiciel', 'Déni de service', 'Vulnérabilité exploitée', 'Identifiants volés'], en: ['Phishing', 'Malware', 'Ransomware', 'Denial of service', 'Exploited vulnerability', 'Stolen credentials'] },
  { re: /^(creneau|shift|quart|vacation)$/, fr: ['Matin', 'Après-midi', 'Nuit'], en: ['Morning', 'Afternoon', 'Night'] },
  { re: /^(canal|channel)/, fr: ['Téléphone', 'E-mail', 'Guichet'], en: ['Phone', 'Email', 'Desk'] },
];

/**
 * Ordered scales and kinds known by their noun and its complement (decision 294): the quality of a radio link is read on
 * the readability scale, a signal's strength from weak to strong, a weapon's type among weapon types. Data, tried on the
 * folded whole name (FR "type d'arme", EN "weapon type"); the first match wins. `ctx` also tries the entity's name.
 */
const KINDS: { re: RegExp; ctx?: RegExp; fr: string[]; en: string[] }[] = [
  // the charge of a battery, the kind of a combat ration
  { re: /^(etat de (?:la )?batterie|etat batterie|niveau de (?:la )?batterie|battery (?:status|state|condition))$/, fr: ['Chargée', 'Charge moyenne', 'Faible', 'À remplacer'], en: ['Charged', 'Half charged', 'Low', 'Replace'] },
  { re: /^(type de rations?|ration type|type of ration)$/, fr: ['Ration de combat individuelle réchauffable', 'Ration de survie', 'Ration collective', 'Ration lyophilisée'], en: ['24-hour ration pack', 'Survival ration', '10-man group ration', 'Freeze-dried ration'] },
  // a book's or a film's genre is a literary genre, not a sex
  { re: /^genre/, ctx: /\b(livres?|books?|ouvrages?|romans?|novels?|titres?|bibliotheques?|library|films?|oeuvres?|mediatheque)\b/, fr: ['Roman', 'Policier', 'Science-fiction', 'Biographie', 'Essai', 'Bande dessinée', 'Histoire', 'Jeunesse'], en: ['Fiction', 'Crime', 'Science fiction', 'Biography', 'Essay', 'Graphic novel', 'History', "Children's"] },
  { re: /^(niveau de formation|niveau de secourisme|diplome de secourisme|qualification de secourisme|first aid level|first aid qualification)/, ctx: /\b(secour\w*|first aid|sst|premiers secours|psc1|pse)\b/, fr: ['PSC1', 'PSE1', 'PSE2', 'SST'], en: ['Emergency First Aid at Work', 'First Aid at Work', 'First Person on Scene', 'FREC 3'] },
  // the readability of a radio link or signal (the "5 by 5" scale)
  { re: /\b(qualite|lisibilite|quality|readability)\b/, ctx: /\b(signal|liaison|reception|transmission|radio|link|net|reseau|communication|ecoute)/, fr: ['5 – Fort et clair', '4 – Bon', '3 – Lisible avec difficulté', '2 – Faible', '1 – Illisible'], en: ['5 – Loud and clear', '4 – Good', '3 – Readable with difficulty', '2 – Weak', '1 – Unreadable'] },
  { re: /\b(force|puissance|intensite) (?:du |de la |de l'|d')?(signal|vent|liaison|reception|champ)\b|\b(signal|wind|link|reception|field) strength\b|^(force|strength|intensite)$/, fr: ['Très faible', 'Faible', 'Moyen', 'Fort', 'Très fort'], en: ['Very weak', 'Weak', 'Medium', 'Strong', 'Very strong'] },
  { re: /\b(qualite|quality)\b/, fr: ['Mauvaise', 'Passable', 'Bonne', 'Excellente'], en: ['Poor', 'Fair', 'Good', 'Excellent'] },
  { re: /\b(type d'arme|type de l'arme|type d'armement|weapon type|type of weapon|firearm type)\b/, fr: ['Fusil d’assaut', 'Pistolet', 'Fusil de précision', 'Mitrailleuse', 'Pistolet-mitrailleur', 'Fusil à pompe'], en: ['Assault rifle', 'Pistol', 'Sniper rifle', 'Machine gun', 'Submachine gun', 'Shotgun'] },
  { re: /\b(type d'engin|type of device|device type|type d'explosif|explosive type|ordnance type)\b/, ctx: /deminage|neutralis|explosi|ordnance|eod|ied|engin/, fr: ['Obus', 'Mine antipersonnel', 'Mine antichar', 'Grenade', 'Engin explosif improvisé', 'Roquette'], en: ['Artillery shell', 'Anti-personnel mine', 'Anti-tank mine', 'Grenade', 'Improvised explosive device', 'Rocket'] },
  { re: /\b(type d'intervention|intervention type|type of intervention|type de maintenance|maintenance type)\b/, fr: ['Préventive', 'Corrective', 'Dépannage urgent', 'Contrôle réglementaire'], en: ['Preventive', 'Corrective', 'Emergency repair', 'Statutory check'] },
  { re: /\b(type de mission|mission type|type of mission)\b/, fr: ['Reconnaissance', 'Surveillance', 'Transport', 'Évacuation sanitaire', 'Entraînement', 'Appui'], en: ['Reconnaissance', 'Surveillance', 'Transport', 'Medical evacuation', 'Training', 'Support'] },
  { re: /\b(type d'incident|incident type|type of incident|type d'evenement|event type)\b/, fr: ['Intrusion', 'Vol', 'Dégradation', 'Accident', 'Alerte incendie', 'Colis suspect'], en: ['Intrusion', 'Theft', 'Damage', 'Accident', 'Fire alarm', 'Suspicious package'] },
  { re: /\b(type de vehicule|vehicle type|type of vehicle)\b/, fr: ['Véhicule léger', 'Poids lourd', 'Blindé', 'Moto', 'Utilitaire'], en: ['Light vehicle', 'Heavy goods vehicle', 'Armoured vehicle', 'Motorcycle', 'Van'] },
  { re: /\b(etat de la mer|sea state|etat de mer)\b/, fr: ['0 – Calme', '2 – Belle', '3 – Peu agitée', '4 – Agitée', '5 – Forte', '6 – Très forte'], en: ['0 – Calm', '2 – Smooth', '3 – Slight', '4 – Moderate', '5 – Rough', '6 – Very rough'] },
  { re: /\b(confiance|confidence|fiabilite|reliability)\b/, fr: ['Faible', 'Moyenne', 'Élevée', 'Confirmée'], en: ['Low', 'Medium', 'High', 'Confirmed'] },
  { re: /\b(type de document|document type|type of document|type de piece|piece d'identite)\b/, fr: ['Carte nationale d’identité', 'Passeport', 'Titre de séjour', 'Visa', 'Permis de conduire'], en: ['Passport', 'National ID card', 'Residence permit', 'Visa', 'Driving licence'] },
  { re: /\b(type de marchandise|nature de la marchandise|goods type|type of goods|marchandise)\b/, fr: ['Stupéfiants', 'Tabac', 'Contrefaçons', 'Armes', 'Espèces non déclarées', 'Espèces protégées'], en: ['Drugs', 'Tobacco', 'Counterfeit goods', 'Weapons', 'Undeclared cash', 'Protected species'] },
  { re: /\b(type de contact|contact type|type of contact)\b/, fr: ['Navire de pêche', 'Navire de commerce', 'Embarcation rapide', 'Aéronef', 'Bâtiment militaire', 'Inconnu'], en: ['Fishing vessel', 'Merchant ship', 'Fast boat', 'Aircraft', 'Warship', 'Unknown'] },
  { re: /\b(type d'indicateur|indicator type|ioc type|type of indicator)\b/, fr: ['Adresse IP', 'Nom de domaine', 'Empreinte de fichier', 'URL', 'Adresse e-mail'], en: ['IP address', 'Domain name', 'File hash', 'URL', 'Email address'] },
  { re: /\b(type de parachute|parachute type)\b/, fr: ['EPC (ouverture automatique)', 'Dorsal OA', 'Voilure tactique', 'Ventral de secours'], en: ['Static line round', 'Ram-air canopy', 'Tactical canopy', 'Reserve'] },
  // a radio's channel, not a way to reach a service
  { re: /^(canal|channel|voie|frequence radio|radio channel)\b/, ctx: /radio|transmission|liaison|vacation|reseau|net\b|communication|message|call|appel|check/, fr: ['Canal 1 – 40,150 MHz', 'Canal 2 – 40,275 MHz', 'Canal 3 – 41,050 MHz', 'Canal 4 – 43,500 MHz', 'Canal de secours'], en: ['Channel 1 – 40.150 MHz', 'Channel 2 – 40.275 MHz', 'Channel 3 – 41.050 MHz', 'Channel 4 – 43.500 MHz', 'Emergency channel'] },
];

/** Status values by the kind of record, so a vehicle is "En mission" and an incident "Résolu". */
const STATUS_BY_ENTITY: { re: RegExp; fr: string[]; en: string[] }[] = [
  { re: /^(incident|alerte|alert|signalement|report|plainte|complaint|ticket|vulnerabilit|anomalie|anomal|evenement|event|menace|threat)/, fr: ['Ouvert', 'En cours', 'Résolu', 'Clos'], en: ['Open', 'In progress', 'Resolved', 'Closed'] },
  { re: /^(vehicule|vehicle|drone|navire|ship|aeronef|aircraft|materiel|equipement|equipment|camion|truck|engin|radio|capteur|sensor|camera|serveur|server|poste|machine)/, fr: ['Disponible', 'En mission', 'En maintenance', 'Hors service'], en: ['Available', 'On mission', 'In maintenance', 'Out of service'] },
  { re: /^(livre|book|ouvrage|document|exemplaire|copy|dvd|film)/, fr: ['Disponible', 'Emprunté', 'Réservé', 'En réparation'], en: ['Available', 'On loan', 'Reserved', 'Being repaired'] },
  { re: /^(tache|task|action|mission|operation|intervention|projet|project|chantier)/, fr: ['À faire', 'En cours', 'Terminé'], en: ['To do', 'In progress', 'Done'] },
  { re: /^(demande|request|dossier|case|candidature|application|habilitation|clearance|conge|leave|permis|permit|commande|order|facture|invoice|marche|contract|contrat)/, fr: ['Brouillon', 'En instruction', 'Validé', 'Refusé'], en: ['Draft', 'Under review', 'Approved', 'Rejected'] },
  { re: /^(visiteur|visitor|visite|visit|invite|guest)/, fr: ['Attendu', 'Présent', 'Parti'], en: ['Expected', 'On site', 'Left'] },
  { re: /^(rendez|appointment|reservation|booking|reunion|meeting|formation|training)/, fr: ['Prévu', 'Confirmé', 'Annulé'], en: ['Planned', 'Confirmed', 'Cancelled'] },
  { re: /^(employe|employee|agent|personnel|membre|member|soldat|soldier|militaire|utilisateur|user|benevole|volunteer)/, fr: ['Actif', 'En congé', 'Inactif'], en: ['Active', 'On leave', 'Inactive'] },
  { re: /^(article|item|produit|product|stock|piece|part|munition|ammunition|medicament|medicine|fourniture|supply)/, fr: ['En stock', 'Stock faible', 'Rupture'], en: ['In stock', 'Low stock', 'Out of stock'] },
];

/** A person's condition ("état physique" of a casualty, "health status" of a patient) as its name says it, folded. */
const PERSON_CONDITION = /^(etat (au|a|apres|physique|general|de sante|medical)|condition|physical condition|medical condition|health (status|condition)|fitness)\b/;
const PERSON_CONDITION_OPTIONS = {
  fr: ['Apte', 'Apte avec restrictions', 'Inapte temporaire', 'Blessé léger', 'Blessé grave'],
  en: ['Fit', 'Fit with restrictions', 'Temporarily unfit', 'Lightly injured', 'Seriously injured'],
};

/** Someone in care (a patient, a casualty, a victim): their state of health is where they are in their care (decision 283). */
const IN_CARE = /^(patient|malade|hospitalise|blesse|casualt|wounded|victim|evacue|evacuee)/;
const HEALTH_STATUS = /^(etat de sante|health (status|condition|state))\b/;
const HEALTH_STATUS_OPTIONS = {
  fr: ['Stable', 'En observation', 'Critique', 'Sorti'],
  en: ['Stable', 'Under observation', 'Critical', 'Discharged'],
};

export function knownOptions(label: string, lang: Lang, entitySingular: string, context = ''): string[] | undefined {
  const folded = fold(label).trim();
  // English puts the head last ("alert severity", "threat level")
  const f = lang === 'en' && !/\bof\b/.test(folded) ? (folded.split(/\s+/).pop() ?? folded) : folded;
  // the state of health of someone in care (a patient's "état de santé"): stable, under observation, critical, discharged
  if (IN_CARE.test(fold(entitySingular)) && HEALTH_STATUS.test(folded)) return HEALTH_STATUS_OPTIONS[lang];
  // the condition of a person (a casualty, a soldier, a patient): fitness and injury, not wear
  if (isPersonEntity(entitySingular) && PERSON_CONDITION.test(folded)) return PERSON_CONDITION_OPTIONS[lang];
  // a scale or a kind known by its noun and complement ("signal quality", "type d'arme", "sea state")
  const ent = fold(entitySingular);
  // (and the app's own words before its field list: "formation secourisme : niveau de formation")
  const around = fold(context);
  const kind0 = KINDS.find((k) => k.re.test(folded) && (!k.ctx || k.ctx.test(folded) || k.ctx.test(ent) || k.ctx.test(around)));
  if (kind0) return kind0[lang];
  // the condition of a thing (on its return, after use), not the progress of a record
  if (/^(etat (au|a|apres|physique|general)|condition)\b/.test(folded) || /^condition$/.test(f)) {
    return lang === 'fr' ? ['Bon état', 'Usure normale', 'Endommagé', 'Hors service'] : ['Good', 'Normal wear', 'Damaged', 'Out of service'];
  }
  if (/^(statut|status|etat|state)\b/.test(f)) {
    const e = fold(entitySingular);
    const byEntity = STATUS_BY_ENTITY.find((s) => s.re.test(e));
    if (byEntity) return byEntity[lang];
    return lang === 'fr' ? ['Actif', 'En attente', 'Clos'] : ['Active', 'Pending', 'Closed'];
  }
  // an opinion given on a request ("avis de l'officier de sécurité", "security officer opinion"), not who gave it
  if (/^(avis|opinion)\b/.test(f)) {
    return lang === 'fr' ? ['Favorable', 'Favorable avec réserves', 'Défavorable', 'En attente'] : ['Favourable', 'Favourable with reservations', 'Unfavourable', 'Pending'];
  }
  // the level of a clearance, or the level asked for in a clearance request ("demande d'habilitation")
  if (/^(niveau d'habilitation|niveau d'accreditation|clearance level|security clearance)\b/.test(folded) || (/^(niveau|level)\b/.test(f) && /\b(habilitation|clearance)/.test(fold(entitySingular))))
    return lang === 'fr' ? ['Confidentiel', 'Secret', 'Très secret'] : ['Confidential', 'Secret', 'Top secret'];
  if (/^(groupe sanguin|blood group|blood type)\b/.test(folded) || /\b(blood group|blood type)$/.test(folded)) return ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
  // fitness for duty, as a medical check-up gives it
  if (/^(aptitude|fitness|medical fitness|fitness for duty)\b/.test(folded) || /^(aptitude)$/.test(f))
    return lang === 'fr' ? ['Apte', 'Apte avec restrictions', 'Inapte temporaire', 'Inapte définitif'] : ['Fit', 'Fit with restrictions', 'Temporarily unfit', 'Permanently unfit'];
  // the type of an aircraft: the fleet's models
  if (/^(aircraft type|type of aircraft|aircraft model|type d'(?:aeronef|avion|appareil)|modele d'(?:aeronef|avion))\b/.test(folded))
    return lang === 'fr' ? ['Rafale', 'Mirage 2000', 'A400M Atlas', 'Pilatus PC-21', 'Caracal H225M'] : ['Typhoon FGR4', 'F-35B', 'A400M Atlas', 'Texan T1', 'Chinook HC6'];
  // a decision someone gives ("validation du chef de section", "platoon leader's approval"), not who gives it
  if (DECISION.test(folded)) return lang === 'fr' ? ['En attente', 'Validée', 'Refusée'] : ['Pending', 'Approved', 'Refused'];
  // the kind of a leave: a soldier's "permission", a civil servant's "congé", "leave type"
  if (/^type de permissions?$/.test(folded)) return ['Permission ordinaire', 'Permission exceptionnelle', 'Permission de longue durée', 'Congé maladie'];
  if (/^type de conges?$/.test(folded)) return ['Congé annuel', 'RTT', 'Congé maladie', 'Congé exceptionnel'];
  if (/^((?:leave|absence) type|type of (?:leave|absence))$/.test(folded)) return ['Annual leave', 'Special leave', 'Sick leave', 'Compassionate leave'];
  const known = KNOWN_OPTIONS.find((k) => k.re.test(f));
  if (known) return known[lang];
  // a kind nothing here knows: neutral letters the user renames ("Type A"), not made-up meanings
  const kind = /^(categorie|category|type|nature)\b/.exec(f)?.[1];
  if (kind) {
    const word = lang === 'fr' ? { categorie: 'Catégorie', type: 'Type', nature: 'Nature' }[kind] ?? 'Type' : kind === 'category' ? 'Category' : 'Type';
    return [`${word} A`, `${word} B`, `${word} C`];
  }
  return undefined;
}

/** Enumerations whose later values are the more serious: sorted descending by default. */
export function isSeverityLike(label: string): boolean {
  return /(?:^|\s)(gravite|severite|severity|criticite|criticality|priorite|priority|urgence|urgency|risque|risk|impact|niveau|level)/.test(fold(label).trim());
}

const PATTERNS: { re: RegExp; pattern: string }[] = [
  { re: /\bbadge\b/, pattern: 'BDG-####' },
  // a NATO stock number (NSN / NNO): 13 digits in four groups
  { re: /\b(nsn|nno|nato stock number|numero de nomenclature otan)\b/, pattern: '####-##-###-####' },
  { re: /\b(immatriculation|plaque|registration|licen[cs]e plate|plate)\b/, pattern: 'AA-###-AA' },
  { re: /\bmatricule\b|\bservice number\b/, pattern: '########' },
  { re: /\b(serie|serial)\b/, pattern: 'SN-######' },
  { re: /\bsiret\b/, pattern: '##############' },
  { re: /\bsiren\b/, pattern: '#########' },
  { re: /\b(passeport|passport)\b/, pattern: '##AA#####' },
  { re: /\b(ticket|dossier|case|reference|ref)\b/, pattern: 'REF-####' },
  { re: /\bcve\b/, pattern: 'CVE-2026-#####' },
  { re: /\b(ip|ipv4)\b/, pattern: '10.#.##.##' },
];

/** A shooting context: a distance there is in metres. */
export const SHOOTING = /\b(tir|tirs|tireur|shooting|shooter|firing|fire|marksmanship|stand|cible|target|sniper|precision)\b/;

/** A whole field from a name as the user wrote it, with optional values ("faible, moyenne, critique"). */
export function makeField(rawLabel: string, lang: Lang, entitySingular: string, opts: { options?: string[]; required?: boolean; type?: FieldType; context?: string } = {}): AppField {
  const label = capitalize(rawLabel.replace(/\s+/g, ' ').trim()).slice(0, 80);
  let type = opts.type ?? inferType(label, lang, entitySingular);
  let options = opts.options?.map((o) => capitalize(o.trim())).filter(Boolean).slice(0, 20);
  // "fiabilité (A à F)", "crédibilité (1 à 6)", "rating (1-5)": a short range written as its ends is its values
  const range = options?.length === 1 ? /^(?:de |from )?([A-Z]|\d{1,2})\s*(?:à|a|to|-|–)\s*([A-Z]|\d{1,2})$/i.exec(options[0]!) : null;
  if (range) {
    const [a, b] = [range[1]!.toUpperCase(), range[2]!.toUpperCase()];
    const num = /^\d+$/.test(a) && /^\d+$/.test(b);
    const [from, to] = num ? [Number(a), Number(b)] : [a.charCodeAt(0), b.charCodeAt(0)];
    if (num === /^\d+$/.test(b) && to > from && to - from <= 11) options = Array.from({ length: to - from + 1 }, (_, i) => (num ? String(from + i) : String.fromCharCode(from + i)));
  }
  if (options && options.length >= 2) {
    if (options.every((o) => /^(oui|non|yes|no)$/i.test(o))) {
      type = 'boolean';
      options = undefined;
    } else type = 'enum';
  } else options = undefined;
  // "pass or fail", "réussi ou échoué": the name is its two values
  const either = !opts.options && !opts.type && type === 'text' ? /^([\p{L}-]+) (?:or|ou) ([\p{L}-]+)$/iu.exec(label) : null;
  if (either) {
    const pair = [capitalize(either[1]!.toLowerCase()), capitalize(either[2]!.toLowerCase())];
    if (pair.every((o) => /^(oui|non|yes|no)$/i.test(o))) type = 'boolean';
    else {
      type = 'enum';
      options = pair;
    }
  }
  if (type === 'enum' && !options) {
    options = knownOptions(label, lang, entitySingular, opts.context);
    if (!options) type = 'text';
  }
  const f = fold(label);
  const field: AppField = { key: toKey(label), label, type, required: opts.required ?? false };
  if (options) field.options = options;
  if (type === 'money') field.unit = '€';
  if (type === 'percent') field.unit = '%';
  // a duration asked in hours ("durée de l'arrêt en heures", "flight duration in hours") is a number of hours, not minutes
  const inHours = type === 'duration' && /\b(en heures|in hours|\(h\)|\(heures\)|\(hours\)|en h)$/.test(f);
  if (inHours) type = field.type = 'number';
  if (type === 'duration') field.unit = 'min';
  if (type === 'number') {
    let unit = unitOf(label, lang) ?? impliedUnit(f);
    // a distance at the range (firing, shooting, a target) is in metres, not kilometres
    if (unit === 'km' && !/\bkm\b|kilom/.test(f) && SHOOTING.test(`${f} ${fold(entitySingular)} ${fold(opts.context ?? '')}`)) unit = 'm';
    if (inHours) field.unit = 'h';
    else if (unit) field.unit = unit;
  }
  if (type === 'identifier') {
    const pattern = PATTERNS.find((p) => p.re.test(f))?.pattern;
    if (pattern) field.pattern = pattern;
  }
  return field;
}
