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
  // why someone is held, an instructor's assessment of a trainee
  { re: /^(motif|reason|grounds|offence|infraction)( d'incarceration| de l'incarceration| de la garde a vue| de detention| de l'interpellation| for (?:detention|arrest|custody))?$/, ctx: /\b(detention|detenus?|prisonniers?|prisoners?|inmates?|incarcer\w*|garde a vue|custody|interpellations?|arrests?|penitentiaire|prison)\b/, fr: ['Vol avec violence', 'Trafic de stupéfiants', 'Conduite sans permis en récidive', 'Escroquerie', 'Violences volontaires', 'Outrage à agent'], en: ['Robbery', 'Drug supply', 'Repeat driving while disqualified', 'Fraud', 'Assault', 'Public order offence'] },
  { re: /^(appreciation|appreciations|commentaire du (?:moniteur|formateur|instructeur)|avis du (?:moniteur|formateur|instructeur)|instructor'?s? (?:comments?|assessment)|trainer'?s? (?:comments?|assessment)|assessment)( du moniteur| du formateur| de l'instructeur| de l'encadrement)?$/, fr: ['Très bon élément, moteur du groupe', 'Bonne condition physique, à progresser en topographie', 'Résultats satisfaisants', 'Manque de rigueur au tir', 'Excellent esprit d’équipe', 'Doit gagner en endurance'], en: ['Excellent, leads the group', 'Fit, map reading to improve', 'Satisfactory', 'Needs more care on the range', 'Great team spirit', 'Needs more stamina'] },
  // a helicopter or an aircraft in a flight log: its type, as crews name it
  { re: /^(aircraft|aeronef|helicoptere|helicopter|aircraft type|type d'aeronef|type d'helicoptere|helicopter type|airframe)$/, fr: ['Caracal H225M', 'Puma SA330', 'Gazelle SA342', 'Tigre HAD', 'NH90 Caïman', 'Fennec AS555'], en: ['Wildcat AH1', 'Puma HC2', 'Chinook HC6', 'Apache AH-64E', 'Merlin HC4', 'Juno HT1'] },
  // why a key or a badge was taken, why someone visited (decision 299): not an office subject
  { re: /^(motif|purpose|reason|objet)( de la sortie| de l'emprunt| of use)?$/, ctx: /\b(cles?|keys?|badges?|trousseaux?|emprunts?|loans?)\b/, fr: ['Ouverture du local technique', 'Intervention de maintenance', 'Nettoyage des locaux', 'Récupération de matériel', 'Réunion en salle sécurisée', 'Ronde de nuit'], en: ['Open the plant room', 'Maintenance job', 'Cleaning', 'Collect equipment', 'Meeting in the secure room', 'Night round'] },
  { re: /^(motif|purpose|reason|objet)( de la visite| du rendez-vous| of (?:the )?visit)?$|^(motif|objet) de (?:la )?visite$|^purpose of (?:the )?visit$|^reason for (?:the )?visit$/, ctx: /\b(visites?|visits?|visiteurs?|visitors?|accueil|reception|ambassade|embassy|consulat|consulate|rendez-vous|appointments?)\b/, fr: ['Réunion de travail', 'Demande de visa', 'Entretien de recrutement', 'Livraison', 'Rendez-vous administratif', 'Visite officielle', 'Intervention technique'], en: ['Work meeting', 'Visa application', 'Job interview', 'Delivery', 'Appointment', 'Official visit', 'Maintenance job'] },
  // what went wrong on a convoy, a jump or a shoot: often nothing
  { re: /^(incidents?|incidents? observes?|incidents? signales?|incidents? reported|problems?|problemes?)$/, ctx: /\b(convois?|convoys?|largages?|parachut\w*|sauts?|jumps?|drops?|tirs?|stand|firing|shooting|exercices?|exercises?|drills?|transports?|trajets?|journeys?|deplacements?)\b/, fr: ['Aucun', 'Aucun', 'Aucun', 'Retard au départ', 'Blessure légère', 'Matériel endommagé', 'Conditions météo dégradées'], en: ['None', 'None', 'None', 'Late start', 'Minor injury', 'Equipment damaged', 'Poor weather'] },
  { re: /\b(calibre|caliber|calibres|calibers)\b/, fr: ['5,56 mm', '7,62 mm', '9 mm', '12,7 mm', '.338 Lapua Magnum', '40 mm'], en: ['5.56 mm', '7.62 mm', '9 mm', '12.7 mm', '.338 Lapua Magnum', '40 mm'] },
  // the cause of a fire, of a breakdown or a failure (a machine), else of an accident or an incident
  { re: /^(cause|causes|origine|origine du feu|cause of (?:the )?fire|fire cause)$/, ctx: /\b(feux?|incendies?|fires?|wildfires?|forest fires?|brulee?s?|burnt)\b/, fr: ['Imprudence (barbecue)', 'Travaux agricoles', 'Foudre', 'Malveillance', 'Mégot de cigarette', 'Ligne électrique', 'Origine indéterminée'], en: ['Barbecue left unattended', 'Farm machinery', 'Lightning', 'Arson', 'Cigarette end', 'Power line', 'Unknown'] },
  { re: /^(moyens|moyens engages|moyens mobilises|moyens deployes|resources (?:committed|deployed)|assets (?:committed|deployed)|appliances)$/, ctx: /\b(feux?|incendies?|fires?|wildfires?|pompiers?|sapeurs?|sdis|firefighters?|secours)\b/, fr: ['2 CCF, 1 VLHR', '4 CCF, 1 bombardier d’eau', '1 FPT, 1 VSAV', '6 CCF, 2 Canadair', 'Groupe d’intervention feux de forêt'], en: ['2 fire engines', '4 engines, 1 water bomber', '1 pump, 1 ambulance', '6 engines, 2 helicopters', 'Wildfire strike team'] },
  { re: /^(agent|agents|agent detecte|agents detectes|agent chimique|agent biologique|agent detected|agent identified)$/, ctx: /\b(nrbc|cbrn|chimiques?|chemicals?|biologiques?|biological|radiolog\w*|nucleaires?|nuclear|contamin\w*|decontamin\w*|toxiques?|toxic|hazmat)\b/, fr: ['Chlore', 'Ammoniac', 'Neurotoxique (suspicion)', 'Bacillus anthracis (suspicion)', 'Césium 137', 'Aucun agent identifié'], en: ['Chlorine', 'Ammonia', 'Suspected nerve agent', 'Suspected anthrax', 'Caesium-137', 'No agent identified'] },
  { re: /^(relationship|relationship to (?:the )?(?:prisoner|inmate|patient|detainee)|lien|lien de parente|lien avec le detenu|relation)$/, fr: ['Conjoint', 'Mère', 'Père', 'Frère', 'Sœur', 'Ami', 'Avocat'], en: ['Spouse', 'Mother', 'Father', 'Brother', 'Sister', 'Friend', 'Solicitor'] },
  {
    re: /^(visit slot|slot|time slot|creneau horaire|creneau de visite|plage horaire)$/,
    fr: (f) => {
      const h = f.number.int({ min: 8, max: 17 });
      return `${h} h – ${h + 1} h`;
    },
    en: (f) => {
      const h = f.number.int({ min: 8, max: 17 });
      return `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00`;
    },
  },
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
  // the result of a screening (breath test, drug test): negative or positive, not pass or fail
  { re: /^(resultat|resultats|result|results|outcome|resultat du (?:test|controle|depistage)|test result)$/, ctx: /\b(alcool\w*|ethylotests?|depistages?|stupefiants?|breath ?tests?|breathalys\w*|drink[- ]driving|drug tests?|drugs? screening)\b/, fr: ['Négatif', 'Négatif', 'Négatif', 'Positif', 'Refus de dépistage'], en: ['Negative', 'Negative', 'Negative', 'Positive', 'Refused'] },
  { re: /^(resultat|resultats|result|results|outcome|issue|assessment result|resultat de l'evaluation|decision)$|\b(assessment|exam|test|evaluation) result$/, fr: ['Réussi', 'Réussi', 'Échoué', 'À repasser', 'Ajourné'], en: ['Pass', 'Pass', 'Fail', 'Resit', 'Deferred'] },
  { re: /^(action taken|actions taken|action|mesures? prises?|suite donnee|actions? menees?|response|resolution)$/, ctx: /\b(data ?cent(?:re|er)s?|datacenters?|informatiques?|serveurs?|servers?|reseaux|network|it|si|cyber\w*|soc|systemes?|systems?|applications?)\b/, fr: ['Service redémarré', 'Correctif appliqué', 'Bascule sur le site de secours', 'Ticket transmis à l’éditeur', 'Compte désactivé', 'Disque remplacé'], en: ['Service restarted', 'Patch applied', 'Failed over to the backup site', 'Ticket raised with the vendor', 'Account disabled', 'Disk replaced'] },
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

/**
 * Long texts (observations, notes, report) by what the record is about (decision 299): a patrol's observations are
 * what a patrol sees, a weapon inspection's notes what an inspector finds. Each row is a folded context pattern tried on
 * the field's name first, then on the entity's names and the app's title; the first that matches gives the sentences.
 * An app that matches none gets neutral log sentences, never a site incident it did not ask about.
 */
export const LONG_TEXTS: { ctx: RegExp; fr: string[]; en: string[] }[] = [
  { ctx: /\b(consignes?|instructions?|orders|briefing)\b/, fr: ['Ronde toutes les deux heures, main courante à jour.', 'Vérifier la fermeture du portail à 22 h.', 'Prévenir l’officier de permanence en cas d’alerte.', 'Aucun visiteur sans badge après 19 h.', 'Tester la liaison radio à chaque prise de service.'], en: ['Patrol every two hours, keep the log up to date.', 'Check the main gate is locked at 22:00.', 'Call the duty officer on any alarm.', 'No visitor without a badge after 19:00.', 'Radio check at the start of each shift.'] },
  { ctx: /\b(data ?cent(?:re|er)s?|datacenters?|informatiques?|serveurs?|servers?|reseaux|network|it|si|systemes? d'information|cyber\w*|soc|sauvegardes?|backups?|applications?)\b/, fr: ['Disque plein sur le serveur de fichiers, purge effectuée.', 'Perte de connectivité du cœur de réseau pendant 12 min.', 'Certificat TLS expiré sur l’intranet, renouvelé.', 'Échec de la sauvegarde nocturne, relancée.', 'Tentative de connexion suspecte bloquée par le pare-feu.', 'Redémarrage du service de messagerie après saturation mémoire.'], en: ['File server disk full, cleaned up.', 'Core network connectivity lost for 12 minutes.', 'Intranet TLS certificate expired, renewed.', 'Nightly backup failed, rerun.', 'Suspicious login attempt blocked by the firewall.', 'Mail service restarted after running out of memory.'] },
  { ctx: /\b(detention|detenus?|prisonniers?|prisoners?|inmates?|incarcer\w*|garde a vue|cellules?|custody|penitentiaire|prison)\b/, fr: ['Fouille à l’arrivée, rien à signaler.', 'Visite médicale d’entrée effectuée.', 'Placé en cellule individuelle.', 'Effets personnels inventoriés et consignés.', 'Avocat prévenu.'], en: ['Searched on arrival, nothing found.', 'Medical check on arrival done.', 'Placed in a single cell.', 'Personal effects listed and stored.', 'Solicitor informed.'] },
  { ctx: /\b(incidents?|evenements?|events?|alertes?|alerts?|intrusions?|surete|cyber|securite informatique)\b/, fr: ['Intrusion détectée au périmètre nord', 'Perte de liaison radio pendant 10 min', 'Véhicule suspect au poste d’entrée', 'Drone non identifié au-dessus du site', 'Badge refusé à l’accès principal', 'Colis abandonné au hall d’accueil', 'Aucun événement notable'], en: ['Intrusion detected at the north fence', 'Radio link lost for 10 minutes', 'Suspicious vehicle at the gate', 'Unidentified drone over the site', 'Badge refused at the main entrance', 'Unattended package in the lobby', 'Nothing notable'] },
  { ctx: /\b(navires?|vessels?|boats?|bateaux?|vedettes?|maritimes?|nautiques?|sea|mer|littoral|coast\w*|cotes?|port)\b/, fr: ['Mer belle, RAS.', 'Plaisancier en panne remorqué jusqu’au port.', 'Contrôle d’un chalutier, documents en règle.', 'Filets dérivants signalés au CROSS.', 'Houle de 2 m, retour anticipé.'], en: ['Calm sea, nothing to report.', 'Broken-down yacht towed into harbour.', 'Fishing boat boarded, papers in order.', 'Drifting nets reported to the coastguard.', '2 m swell, returned early.'] },
  { ctx: /\b(vols?|flights?|helicopteres?|helicopters?|aeronefs?|aircraft|avions?|pilotes?|pilots?|sorties? aeriennes?)\b/, fr: ['Vol sans incident.', 'Turbulences modérées en croisière.', 'Voyant hydraulique allumé, mécaniciens prévenus.', 'Posé sur zone non préparée.', 'Entraînement au vol de nuit sous JVN.'], en: ['Uneventful flight.', 'Moderate turbulence in the cruise.', 'Hydraulic caution light, engineers informed.', 'Landed on an unprepared site.', 'Night-vision goggle training.'] },
  { ctx: /\b(controles? routiers?|road checks?|roadside checks?|checkpoints?|points? de controle|barrages?|depistages?|securite routiere|traffic stops?)\b/, fr: ['Aucune infraction relevée.', 'Défaut d’assurance, procès-verbal dressé.', 'Dépistage d’alcoolémie positif, conducteur conduit à la brigade.', 'Éclairage défectueux, avertissement donné.', 'Conducteur sans permis, véhicule immobilisé.'], en: ['No offence found.', 'No insurance, ticket issued.', 'Positive breath test, driver taken to the station.', 'Faulty lights, warning given.', 'Unlicensed driver, vehicle seized.'] },
  { ctx: /\b(patrouilles?|patrols?|rondes?|rounds? of|guard rounds?|surveillance|vigiles?)\b/, fr: ['RAS sur l’ensemble du secteur.', 'Éclairage défectueux signalé au portail 2.', 'Contrôle d’identité de deux individus, sans suite.', 'Porte du local technique trouvée ouverte, refermée.', 'Véhicule en stationnement prolongé relevé près de la clôture.', 'Chien errant aperçu secteur est.'], en: ['All quiet across the sector.', 'Faulty lighting reported at gate 2.', 'Two people stopped and checked, no further action.', 'Plant room door found open, locked again.', 'Vehicle parked for a long time near the fence noted.', 'Stray dog seen in the east sector.'] },
  { ctx: /\b(tir|tirs|tireurs?|stand|shooting|firing|marksmanship|range|cartouches|rounds|artillerie|artillery|obus)\b/, fr: ['Groupement serré, réglage des organes de visée effectué.', 'Enrayage au 2e chargeur, résolu sur place.', 'Consignes de sécurité respectées.', 'Tir de qualification validé.', 'Vent latéral gênant au-delà de 200 m.', 'Reprise de la position du tireur couché conseillée.'], en: ['Tight grouping, sights adjusted.', 'Stoppage on the second magazine, cleared on the spot.', 'Safety rules followed.', 'Qualification shoot passed.', 'Crosswind a problem beyond 200 m.', 'Prone position to be worked on.'] },
  { ctx: /\b(convois?|convoys?|transports?|deplacements?|trajets?|itineraires?|routes?|journeys?|trips?)\b/, fr: ['Trajet sans incident.', 'Arrêt technique de 20 min sur aire de repos.', 'Retard de 30 min dû à la circulation.', 'Crevaison sur un véhicule, réparée sur place.', 'Itinéraire de délestage emprunté.'], en: ['Journey without incident.', '20-minute technical stop at a lay-by.', '30 minutes late because of traffic.', 'Puncture on one vehicle, repaired on the spot.', 'Diversion route taken.'] },
  { ctx: /\b(evacuations?|evacuation drills?|exercices? incendie|fire drills?|alarme incendie|fire alarm)\b/, fr: ['Évacuation complète, point de rassemblement atteint.', 'Porte coupe-feu bloquée au 2e étage.', 'Alarme mal entendue dans l’aile B.', 'Serre-files en place à chaque étage.', 'Deux personnes à mobilité réduite prises en charge.'], en: ['Full evacuation, assembly point reached.', 'Fire door blocked on the second floor.', 'Alarm hard to hear in wing B.', 'Fire wardens in place on every floor.', 'Two people with reduced mobility assisted.'] },
  { ctx: /\b(feux? de (?:foret|broussailles|vegetation)|incendies? de foret|wildfires?|forest fires?)\b/, fr: ['Feu maîtrisé en 3 h, 12 ha parcourus.', 'Reprise de feu surveillée la nuit suivante.', 'Deux habitations protégées, aucune victime.', 'Accès difficile, largages d’eau nécessaires.', 'Un sapeur légèrement blessé.'], en: ['Fire under control in 3 hours, 12 hectares burnt.', 'Flare-ups watched overnight.', 'Two houses protected, no casualties.', 'Hard to reach, water drops needed.', 'One firefighter slightly hurt.'] },
  { ctx: /\b(pompiers?|sapeurs?|secours|firefighters?|fire brigade|rescue|sdis)\b/, fr: ['Feu de broussailles éteint, 2 ha parcourus.', 'Personne secourue et transportée au centre hospitalier.', 'Fuite de gaz sécurisée, distributeur prévenu.', 'Accident de la circulation, deux véhicules impliqués.', 'Reconnaissance effectuée, pas d’intervention nécessaire.'], en: ['Scrub fire put out, 2 hectares burnt.', 'Person rescued and taken to hospital.', 'Gas leak made safe, supplier informed.', 'Road accident, two vehicles involved.', 'Checked on site, no action needed.'] },
  { ctx: /\b(armes?|weapons?|armurerie|armou?ry|fusils?|rifles?|pistolets?|pistols?)\b/, fr: ['Jeu anormal dans la culasse, pièce commandée.', 'Point de corrosion sur le canon, nettoyage effectué.', 'Ressort de chargeur fatigué, remplacé.', 'Organes de visée déréglés.', 'Aucune anomalie relevée.'], en: ['Excess play in the bolt, part ordered.', 'Rust spot on the barrel, cleaned.', 'Tired magazine spring, replaced.', 'Sights out of adjustment.', 'No defect found.'] },
  { ctx: /\b(inspections?|controles?|verifications?|checks?|checklists?|maintenance|entretien|revisions?|pannes?|faults?|defauts?|defects?|anomalies?|repairs?|reparations?|vehicules?|vehicles?|generat\w*|groupes? electrogenes?|armes?|weapons?|materiels?|equipements?|equipment)\b/, fr: ['Usure des plaquettes de frein constatée.', 'Niveau d’huile complété.', 'Fuite légère sur le circuit hydraulique, à surveiller.', 'Batterie remplacée.', 'Filtre à air encrassé, changé.', 'Aucune anomalie relevée.'], en: ['Brake pad wear noted.', 'Oil topped up.', 'Slight hydraulic leak, to be watched.', 'Battery replaced.', 'Clogged air filter, changed.', 'No defect found.'] },
  { ctx: /\b(visites?|visits?|visiteurs?|visitors?|accueil|reception|ambassade|embassy)\b/, fr: ['Visite accompagnée du début à la fin.', 'Badge visiteur remis et restitué.', 'Arrivé en avance, attente en salle d’accueil.', 'Sac contrôlé à l’entrée.', 'Rendez-vous écourté.'], en: ['Escorted throughout the visit.', 'Visitor badge issued and returned.', 'Arrived early, waited in reception.', 'Bag checked at the entrance.', 'Meeting cut short.'] },
  { ctx: /\b(stocks?|rations?|magasins?|inventaires?|inventory|entrepots?|warehouse|munitions?|ammunition|fournitures?|supplies)\b/, fr: ['Lot contrôlé à réception.', 'Cartons abîmés, à écouler en priorité.', 'Réassort commandé.', 'Écart d’inventaire de 2 unités, à vérifier.', 'Stockage à l’abri de l’humidité.'], en: ['Batch checked on receipt.', 'Damaged boxes, to be used first.', 'Restock ordered.', 'Stock count off by 2 units, to be checked.', 'Stored away from damp.'] },
];

/** Long texts of an app no row above knows: neutral log sentences (decision 299). */
export const LONG_NEUTRAL = {
  fr: ['Rien à signaler.', 'Point fait avec le responsable.', 'Suivi à assurer par l’équipe suivante.', 'Situation normale.', 'Compte rendu transmis à la hiérarchie.', 'À compléter.'],
  en: ['Nothing to report.', 'Discussed with the manager.', 'To be followed up by the next team.', 'Situation normal.', 'Report sent up the chain.', 'To be completed.'],
};

/**
 * How many of a thing one record counts (decision 299): vehicles in a convoy, people in a patrol, arrests in a
 * shift, rounds fired at the range. Folded patterns on the field's name; the first match gives the range.
 */
export const COUNTS: { re: RegExp; min: number; max: number; zeroes?: boolean }[] = [
  { re: /\b(interpellations?|arrestations?|arrests?|gardes? a vue|detentions?|saisies?|seizures?|proces-verbaux|pv|amendes|fines|infractions?|offences?)\b/, min: 0, max: 5, zeroes: true },
  { re: /\b(navires?|vessels?|boats?|bateaux?|embarcations?|ships?|depistages? positifs?|positive tests?|tests? positifs?)\b/, min: 0, max: 6, zeroes: true },
  { re: /\b(obus|shells?|roquettes?|rockets?|missiles?)\b/, min: 6, max: 60 },
  { re: /\b(cartouches?|rounds?|munitions?|balles|bullets|coups tires|ammunition)\b/, min: 10, max: 300 },
  { re: /\b(vehicules?|vehicles?|camions?|trucks?|engins?|blindes?)\b/, min: 2, max: 30 },
  { re: /\b(parachutistes?|paratroopers?|jumpers?|sauteurs?|chuteurs?)\b/, min: 8, max: 60 },
  { re: /\b(manifestants?|demonstrators?|protesters?|foule|crowd)\b/, min: 50, max: 3000 },
  { re: /\b(participants?|evacues?|occupants?|attendees?|evacuees?|spectateurs?)\b/, min: 15, max: 250 },
  { re: /\b(tireurs?|shooters?|stagiaires?|trainees?|eleves?|students?|candidats?|candidates?)\b/, min: 4, max: 20 },
  { re: /\b(sapeurs?|pompiers?|firefighters?|secouristes?|agents?|gendarmes?|policiers?|officers?|soldats?|soldiers?|militaires?|personnes?|people|persons?|personnel|membres?|members?|equipiers?|hommes|men|effectifs?|crew)\b/, min: 2, max: 12 },
  { re: /\b(heures de fonctionnement|hours run|running hours|operating hours|compteur horaire|hour meter|engine hours)\b/, min: 120, max: 4800 },
];

/** Titles of books in a library (decision 299): not an office subject, not a job title. */
export const BOOKS = {
  ctx: /\b(livres?|books?|ouvrages?|bibliotheques?|library|libraries|mediatheque|romans?|novels?|catalogue de lecture|lecture|reading)\b/,
  fr: ['L’Art de la guerre', 'Le Grand Meaulnes', 'Les Misérables', 'Vol de nuit', 'La Peste', 'Le Désert des Tartares', 'Orages d’acier', 'L’Étranger', 'Terre des hommes'],
  en: ['The Art of War', 'Catch-22', 'All Quiet on the Western Front', 'Band of Brothers', 'Nineteen Eighty-Four', 'The Hunt for Red October', 'Brave New World', 'Matterhorn', 'The Cruel Sea'],
};
