import type { Faker } from '@faker-js/faker';

/**
 * Sample values of common defence and security nouns nothing else knows (decision 294): a calibre is "7,62 mm", the
 * cause of a breakdown a short cause, a mission a kind of mission. Data, not per-prompt code: each row is a folded
 * (lower case, no accents) pattern on the field's name, an optional context pattern tried on the name and the entity's
 * names, and the values in French and English (a list to pick from, or a function for composed values).
 */
type Values = string[] | ((f: Faker, n: number) => string);
export type LexiconEntry = { re: RegExp; ctx?: RegExp; fr: Values; en: Values };

const NATO = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Kilo', 'Lima', 'Sierra', 'Tango', 'Victor', 'Zulu'];
const CODEWORDS = ['Lion', 'Faucon', 'Orion', 'Sentinelle', 'Trident', 'Bouclier', 'Héraclès', 'Polaris', 'Griffon', 'Aquila'];
const CODEWORDS_EN = ['Lion', 'Falcon', 'Orion', 'Sentinel', 'Trident', 'Shield', 'Hercules', 'Polaris', 'Griffin', 'Aquila'];
const CITIES_FR = ['Lyon', 'Marseille', 'Toulon', 'Metz', 'Nancy', 'Bourges', 'Brest', 'Rennes', 'Bordeaux', 'Valence', 'Mourmelon', 'Canjuers'];
const CITIES_EN = ['Aldershot', 'Salisbury', 'Catterick', 'Colchester', 'Tidworth', 'Brize Norton', 'Portsmouth', 'Plymouth', 'Edinburgh', 'York'];

export const LEXICON: LexiconEntry[] = [
  { re: /\b(calibre|caliber|calibres|calibers)\b/, fr: ['5,56 mm', '7,62 mm', '9 mm', '12,7 mm', '.338 Lapua Magnum', '40 mm'], en: ['5.56 mm', '7.62 mm', '9 mm', '12.7 mm', '.338 Lapua Magnum', '40 mm'] },
  // the cause of a breakdown or a failure (a machine), else of an accident or an incident
  { re: /^(cause|causes|origine de la panne|root cause|cause of)/, ctx: /panne|defaillance|arret|maintenance|intervention|groupe|radar|machine|equipement|materiel|breakdown|failure|fault|outage|repair|generator|equipment/, fr: ['Usure d’une pièce', 'Défaut d’alimentation électrique', 'Surchauffe', 'Erreur de manipulation', 'Infiltration d’eau', 'Défaut logiciel', 'Manque d’entretien'], en: ['Worn part', 'Power supply fault', 'Overheating', 'Operator error', 'Water ingress', 'Software fault', 'Lack of maintenance'] },
  { re: /^(cause|causes|root cause|cause of)/, fr: ['Vitesse excessive', 'Chaussée glissante', 'Défaut de vigilance', 'Erreur de manœuvre', 'Visibilité réduite', 'Défaillance mécanique', 'Non-respect de la consigne'], en: ['Excessive speed', 'Slippery road', 'Lack of attention', 'Manoeuvring error', 'Poor visibility', 'Mechanical failure', 'Procedure not followed'] },
  { re: /\b(meteo|weather|conditions meteo|conditions climatiques|weather conditions|conditions)$/, fr: ['Beau temps, vent faible', 'Couvert', 'Pluie', 'Vent fort', 'Brouillard', 'Neige'], en: ['Clear, light wind', 'Overcast', 'Rain', 'Strong wind', 'Fog', 'Snow'] },
  { re: /^(methode|method|mode operatoire|procede|technique)/, ctx: /deminage|neutralis|explosi|ordnance|eod|engin|mine/, fr: ['Destruction sur place', 'Neutralisation manuelle', 'Robot téléopéré', 'Enlèvement et transport', 'Pétardement'], en: ['Destroyed in place', 'Manual neutralisation', 'Remote-controlled robot', 'Removed and transported', 'Controlled detonation'] },
  { re: /^(methode|method|mode operatoire|technique)/, fr: ['Procédure standard', 'Contrôle visuel', 'Test fonctionnel', 'Méthode adaptée', 'Inspection détaillée'], en: ['Standard procedure', 'Visual check', 'Functional test', 'Adapted method', 'Detailed inspection'] },
  {
    re: /^(itineraire|parcours|trajet|route|axe)\b/,
    fr: (f) => {
      const [a, b] = f.helpers.arrayElements(CITIES_FR, 2);
      return `${a} → ${b}`;
    },
    en: (f) => {
      const [a, b] = f.helpers.arrayElements(CITIES_EN, 2);
      return `${a} → ${b}`;
    },
  },
  { re: /^(course|cours|module|stage|formation|training|training course|intitule du stage|intitule de la formation)$/, fr: ['Secourisme au combat (SC1)', 'Tir de combat niveau 1', 'Conduite tout-terrain', 'Transmissions et radio', 'Topographie et orientation', 'Sensibilisation à la cybersécurité', 'Maintien de l’ordre'], en: ['Combat first aid', 'Marksmanship level 1', 'Off-road driving', 'Radio and signals', 'Map reading and navigation', 'Cyber security awareness', 'Public order'] },
  { re: /^(mission|missions|objet de la mission|mission objective)$/, fr: ['Reconnaissance de zone', 'Surveillance de périmètre', 'Escorte de convoi', 'Évacuation sanitaire', 'Appui feu', 'Ravitaillement', 'Patrouille de sécurisation'], en: ['Area reconnaissance', 'Perimeter surveillance', 'Convoy escort', 'Medical evacuation', 'Fire support', 'Resupply', 'Security patrol'] },
  { re: /^(resultat|resultats|result|results|outcome|issue|assessment result|resultat de l'evaluation|decision)$|\b(assessment|exam|test|evaluation) result$/, fr: ['Réussi', 'Réussi', 'Échoué', 'À repasser', 'Ajourné'], en: ['Pass', 'Pass', 'Fail', 'Resit', 'Deferred'] },
  { re: /^(action taken|actions taken|action|mesures? prises?|suite donnee|actions? menees?|response)$/, fr: ['Zone bouclée', 'Prévenu l’officier de permanence', 'Rapport transmis', 'Contrôle renforcé', 'Intervention de l’équipe cynophile', 'Aucune action requise'], en: ['Area cordoned off', 'Duty officer informed', 'Report filed', 'Extra checks ordered', 'Dog team called in', 'No action needed'] },
  { re: /^(poste medical|poste de secours|poste medical avance|medical post|aid post|first aid post|casualty collection point)\b/, fr: ['PMA nord', 'PMA sud', 'Poste de secours 1', 'Poste de secours 2', 'Centre de regroupement des victimes'], en: ['Forward aid post 1', 'Forward aid post 2', 'Casualty collection point', 'Field hospital', 'Medical tent B'] },
  { re: /^(cap|heading|bearing|relevement|route suivie|course steered)$/, fr: (f) => `${String(f.number.int({ min: 0, max: 359 })).padStart(3, '0')}°`, en: (f) => `${String(f.number.int({ min: 0, max: 359 })).padStart(3, '0')}°` },
  { re: /\b(nationalite|nationality|citizenship)\b/, fr: ['Française', 'Belge', 'Espagnole', 'Italienne', 'Allemande', 'Marocaine', 'Britannique', 'Suisse'], en: ['British', 'French', 'Irish', 'Polish', 'Romanian', 'Spanish', 'German', 'Dutch'] },
  { re: /^(race|breed)$/, ctx: /chien|dog|canin|canine|k9|cyno/, fr: ['Berger belge malinois', 'Berger allemand', 'Berger hollandais', 'Labrador', 'Springer anglais'], en: ['Belgian Malinois', 'German Shepherd', 'Dutch Shepherd', 'Labrador', 'English Springer Spaniel'] },
  { re: /^(specialite|speciality|specialty|specialisation|role)$/, ctx: /chien|dog|canin|canine|k9|cyno/, fr: ['Détection d’explosifs', 'Recherche de stupéfiants', 'Patrouille et défense', 'Pistage', 'Recherche de personnes'], en: ['Explosives detection', 'Drug detection', 'Patrol and protection', 'Tracking', 'Search and rescue'] },
  { re: /\b(contrebande|contraband|objets? (?:illicites?|interdits?) (?:trouves?|saisis?)|prohibited items?)\b/, fr: ['Aucun', 'Aucun', 'Téléphone portable', 'Carte SIM', 'Stupéfiants', 'Arme artisanale'], en: ['None', 'None', 'Mobile phone', 'SIM card', 'Drugs', 'Improvised weapon'] },
  { re: /^(repas|meal|service)$/, ctx: /repas|meal|mess|ordinaire|cantine|canteen|restaur/, fr: ['Petit-déjeuner', 'Déjeuner', 'Dîner'], en: ['Breakfast', 'Lunch', 'Dinner'] },
  { re: /^(menu|plat|dish|main course|plat principal)$/, fr: ['Poulet basquaise, riz', 'Bœuf bourguignon, pâtes', 'Poisson pané, haricots verts', 'Lasagnes', 'Couscous', 'Omelette, frites'], en: ['Chicken curry and rice', 'Beef stew', 'Fish and chips', 'Lasagne', 'Shepherd’s pie', 'Vegetable chilli'] },
  { re: /^(source|source du renseignement|intelligence source|feed)$/, ctx: /cyber|menace|threat|intel|renseignement|ioc|indicat|cti|soc/, fr: ['OSINT', 'CERT-FR', 'Flux MISP', 'Pot de miel', 'Sonde réseau', 'Partenaire étatique'], en: ['OSINT', 'CERT partner', 'MISP feed', 'Honeypot', 'Network sensor', 'Government partner'] },
  { re: /^(tactique|tactic|tactics|tactique mitre|mitre tactic)$/, fr: ['Reconnaissance', 'Accès initial', 'Exécution', 'Persistance', 'Mouvement latéral', 'Exfiltration'], en: ['Reconnaissance', 'Initial Access', 'Execution', 'Persistence', 'Lateral Movement', 'Exfiltration'] },
  {
    re: /^(indicateur|indicator|ioc|indicateur de compromission|indicator of compromise)$/,
    fr: (f) => f.helpers.arrayElement([`185.${f.number.int({ min: 10, max: 250 })}.${f.number.int({ min: 0, max: 255 })}.${f.number.int({ min: 1, max: 254 })}`, `${f.helpers.arrayElement(['update', 'secure', 'login', 'cdn'])}-${f.string.alphanumeric({ length: 5, casing: 'lower' })}.${f.helpers.arrayElement(['com', 'net', 'top', 'xyz'])}`, f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })]),
    en: (f) => f.helpers.arrayElement([`185.${f.number.int({ min: 10, max: 250 })}.${f.number.int({ min: 0, max: 255 })}.${f.number.int({ min: 1, max: 254 })}`, `${f.helpers.arrayElement(['update', 'secure', 'login', 'cdn'])}-${f.string.alphanumeric({ length: 5, casing: 'lower' })}.${f.helpers.arrayElement(['com', 'net', 'top', 'xyz'])}`, f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })]),
  },
  // who sends on a radio net is a station with its call sign
  { re: /^(emetteur|station|poste emetteur|sender station|calling station|transmitting station)$/, ctx: /radio|transmission|liaison|message|reseau|net\b|vacation|check/, fr: (f) => `${f.helpers.arrayElement(NATO)} ${f.number.int({ min: 1, max: 40 })}`, en: (f) => `${f.helpers.arrayElement(NATO)} ${f.number.int({ min: 1, max: 40 })}` },
  { re: /^(nom de l'exercice|nom d'exercice|exercice|exercise name|exercise|nom de code|code name|operation name|nom de l'operation)$/, fr: (f) => `${f.helpers.arrayElement(CODEWORDS)} ${f.number.int({ min: 24, max: 26 })}`, en: (f) => `${f.helpers.arrayElement(CODEWORDS_EN)} ${f.number.int({ min: 24, max: 26 })}` },
  { re: /^(nom du navire|navire|batiment|vessel|vessel name|ship|ship name|nom du bateau|bateau|boat name)$/, fr: ['Marie-Galante', 'Pélican', 'Ville de Sète', 'Albatros', 'Cap Finistère', 'Île d’Yeu', 'Mistral Express'], en: ['Northern Star', 'Atlantic Spirit', 'Solent Trader', 'Seaways Venture', 'Pride of Dover', 'Celtic Link', 'Baltic Carrier'] },
  { re: /\b(modele de drone|drone model|type de drone|drone type|drone)$/, fr: ['DJI Matrice 300 RTK', 'Parrot Anafi USA', 'Delair UX11', 'Novadem NX70', 'Aliaca'], en: ['DJI Matrice 300 RTK', 'Parrot Anafi USA', 'Teledyne Black Hornet 4', 'Skydio X10D', 'Puma 3 AE'] },
  // an item in a store of spare parts, equipment or clothing, named as on a stock sheet
  { re: /^(designation|libelle de l'article|article|item|item name|part|part name|piece|piece detachee|spare part|nom de la piece|intitule)$/, ctx: /piece|part|detach|blinde|vehicule|vehicle|parc|fleet|moteur|engine/, fr: ['Filtre à huile', 'Plaquettes de frein', 'Batterie 24 V', 'Alternateur 28 V', 'Pneumatique 14.00 R20', 'Durite de refroidissement', 'Phare avant', 'Kit d’embrayage', 'Démarreur'], en: ['Oil filter', 'Brake pads', '24 V battery', '28 V alternator', '14.00 R20 tyre', 'Coolant hose', 'Headlamp', 'Clutch kit', 'Starter motor'] },
  { re: /^(designation|libelle de l'article|article|item|item name|intitule)$/, ctx: /habillement|uniform|clothing|tenue|paquetage/, fr: ['Treillis F3', 'Parka grand froid', 'Rangers', 'Gants d’intervention', 'Béret', 'Tee-shirt sable', 'Sac de couchage'], en: ['Combat trousers', 'Cold-weather parka', 'Combat boots', 'Tactical gloves', 'Beret', 'Desert T-shirt', 'Sleeping bag'] },
  { re: /^(designation|libelle de l'article|item name|intitule)$/, fr: ['Poste radio PR4G', 'Jumelles de vision nocturne', 'Gilet pare-balles', 'Casque F3', 'Lampe frontale', 'Trousse de secours', 'Batterie de rechange'], en: ['PRC-152 radio', 'Night-vision binoculars', 'Body armour', 'Combat helmet', 'Head torch', 'First-aid kit', 'Spare battery'] },
];

/**
 * Head words of things a site marks with a letter and a number (a rack, a locker, a berth, a wing, a radar): their
 * unknown values are that word and a code ("Rack C12", "Wing D4"). Folded.
 */
export const CODED = /^(rack|casier|locker|armoire|cabinet|etagere|shelf|baie|bay|box|quai|berth|dock|aile|wing|bloc|block|cellule|cell|radar|antenne|antenna|groupe|generator|generateur|pylone|mat|mast|poste|post|piste|runway|pad|hangar|box|tour|tower|drone|camera|capteur|sensor|borne|terminal|serveur|server|point|emplacement|slot|vehicule|vehicle|engin|remorque|trailer|citerne|tank|module|lot|batch|conteneur|container|palette|pallet|caisse|crate|chambre|dortoir|lit|bed|bureau|desk|moniteur|monitor|ecran|screen|imprimante|printer|ordinateur|computer|portable|laptop|telephone|phone|routeur|router|switch|baie)$/;

/** Values of a short text nothing knows: neutral words that read as data (decision 294). */
export const NEUTRAL = {
  fr: ['Standard', 'Autre', 'À préciser', 'Voir observations'],
  en: ['Standard', 'Other', 'To be confirmed', 'See notes'],
};

/** Ranks shown before the name of a military role in a defence app ("Sergent Paul Martin"), and the roles that carry one. */
export const RANKS = {
  // a sentry or a soldier is a private or a corporal, not a captain
  junior: /\b(sentinelle|sentry|soldat|soldier|planton|veilleur|guetteur|lookout|spotter)\b/,
  frJunior: ['Soldat de 1re classe', 'Caporal', 'Caporal-chef'],
  enJunior: ['Private', 'Lance Corporal', 'Corporal'],
  roles: /\b(tireur|tireuse|shooter|marksman|sniper|instructeur|instructor|moniteur|chef de (?:section|groupe|patrouille|convoi|bord|detachement|poste|peloton)|chef d'equipe|section leader|team leader|patrol leader|convoy (?:leader|commander)|commandant|commander|pilote|pilot|co-?pilote|co-?pilot|soldat|soldier|cadet|demineur|observateur|observer|sentinelle|sentry|range officer|safety officer|officier de tir|directeur de tir)\b/,
  fr: ['Caporal', 'Caporal-chef', 'Sergent', 'Sergent-chef', 'Adjudant', 'Lieutenant', 'Capitaine'],
  en: ['Corporal', 'Lance Corporal', 'Sergeant', 'Staff Sergeant', 'Warrant Officer', 'Lieutenant', 'Captain'],
};

/** A record kept in a store: its location is a shelf, not a town. */
export const STOCK_CONTEXT = /\b(stock|stocks|piece|pieces|part|parts|article|articles|item|items|magasin|magasinier|entrepot|warehouse|reapprovisionnement|bibliotheque|library|livre|livres|book|books|archive|archives|reorder|quantite en stock|munition|ammunition|habillement|fourniture|supplies|spare)\b/;

export const STORAGE = (f: Faker, lang: 'fr' | 'en'): string => {
  const letter = String.fromCharCode(65 + f.number.int({ min: 0, max: 5 }));
  const shelf = f.number.int({ min: 1, max: 12 });
  return lang === 'fr' ? `Magasin ${letter}, étagère ${shelf}` : `Store ${letter}, shelf ${shelf}`;
};
