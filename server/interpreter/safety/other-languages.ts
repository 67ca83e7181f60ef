/**
 * Distress in Spanish, German, French and Portuguese. These dreams are not parsed as English, so
 * the rules are phrase patterns over accent-folded, lower-cased sentences, with word boundaries and
 * the same three questions as the English rules, answered with each language's own grammar:
 *
 * - whose: the nearest subject before the phrase must be the dreamer (see `dreamerSpeaks`): "il
 *   voulait me tuer" and "un hombre quería matarme" are threats, not wishes.
 * - negation: a negator inside the match or among the three words before it cancels a wish to die
 *   ("no quiero morir", "je n'avais pas envie de mourir", "ich will nicht sterben"); where the
 *   negation is the distress ("no quería despertar", "nicht mehr aufwachen") the pattern holds it.
 * - context: not waking from a lovely dream, cutting one's hair, carrying a heavy load ("una carga",
 *   "eine Last", "un fardeau", "um fardo" as a thing), dying of laughter, killing time, jumping
 *   into a pool.
 */
import type { Signal, SignalKind, SupportLanguage } from './signals';
import { isAscii } from '../text-utils';

/** Enough evidence to explain a finding; the check needs only one signal. */
const MAX_SIGNALS = 8;

type Lang = Exclude<SupportLanguage, 'en'>;

// Patterns made once here, not in the functions that use them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const BACKTICK = /`/g;
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
const APOSTROPHE_LIKE = /[’‘`´]/g;
const SHARP_S = /ß/g;
const SPANISH_HE = /(^|[^\p{L}])él(?![\p{L}])/gu;
const PAUSE_MARK = /([,;:])/g;
const SPACES = /\s+/;
const SENTENCE_BREAK = /(?<=[.!?;])\s+|\n+/;
const NON_WORD = /[^a-z']+/;

/** Lower case, accents folded, curly apostrophes straightened: "Quería morir" → "queria morir". */
export function foldText(text: string): string {
  // ASCII has no accents, no curly apostrophes and no ß: only the case and the backtick change.
  if (isAscii(text)) return text.toLowerCase().replace(BACKTICK, "'");
  return text
    .normalize('NFD')
    .replace(COMBINING_ACCENTS, '')
    .toLowerCase()
    .replace(APOSTROPHE_LIKE, "'")
    .replace(SHARP_S, 'ss');
}

/** As foldText, after marking the Spanish pronoun "él", which folding would merge with the article "el". */
function foldSentence(text: string): string {
  const lower = text.toLowerCase();
  return foldText(lower.includes('él') ? lower.replace(SPANISH_HE, '$1el_') : lower);
}

/** A goodbye letter to colleagues, a firm, a team or a class is a farewell to a job or a school. */
const GERMAN_WORKPLACE = /\b(?:kolleg[a-z]*|job|arbeit|firma|umzug|team|schule|klasse)\b/;

interface PhraseRule {
  lang: Lang;
  kind: SignalKind;
  /** Literal pieces one of which every match contains: a sentence without any of them skips the pattern (the check runs on every dream). */
  keys: readonly string[];
  re: RegExp;
  /** Cancelled by a negator inside the match or among the three words before it. */
  negatable?: boolean;
  /** The nearest subject must be the dreamer (see dreamerSpeaks). */
  person?: boolean;
  /** Cancelled when the sentence or its neighbours speak of a lovely dream and not of death. */
  pleasure?: boolean;
  /** The sentence (or the one before) must also say this. */
  needs?: RegExp;
  /** How many sentences before this one `needs` may be found in (1 unless said). */
  needsReach?: number;
  /** Cancelled when the sentence says this. */
  unless?: RegExp;
}

const NEGATORS: Record<Lang, RegExp> = {
  es: /\b(?:no|nunca|jamas|tampoco|ni)\b/,
  pt: /\b(?:nao|nunca|jamais|nem)\b/,
  fr: /\b(?:ne|pas|jamais|aucunement)\b|\bn'/,
  de: /\b(?:nicht|nie|niemals|kein|keine|keinesfalls)\b/,
};

const PLEASURE: Record<Lang, RegExp> = {
  es: /\b(?:bonit[oa]|precios[oa]|hermos[oa]|maravillos[oa]|feliz|lind[oa]|increible|genial|divertid[oa]|encantador[a]?)\b/,
  pt: /\b(?:bonit[oa]|lind[oa]|maravilhos[oa]|feliz|incrivel|otim[oa]|divertid[oa]|gostos[oa])\b/,
  fr: /\b(?:beau|belle|magnifique|merveilleu(?:x|se)|heureu(?:x|se)|agreable|doux|douce|genial|formidable)\b/,
  de: /\b(?:schon|wunderschon|herrlich|toll|glucklich|wunderbar|traumhaft|zauberhaft)\b/,
};
/** Death, darkness or emptiness: kept a signal even beside a pleasant word. */
// "Morte de fatigue", "muerta de cansancio", "morto de sono": tiredness, fear or laughter, no death.
const DEATH: Record<Lang, RegExp> = {
  es: /\b(?:muert[oa](?! de (?:cansancio|risa|miedo|hambre|sueno|frio|verguenza|calor|aburrimiento))|muerte|morir|oscur[oa]|oscuridad|vaci[oa]|negr[oa]|sol[oa])\b/,
  pt: /\b(?:mort[oa](?! de (?:cansaco|rir|riso|fome|medo|sono|vergonha|frio|calor|tedio))|morte|morrer|escur[oa]|escuridao|vazi[oa]|pret[oa]|sozinh[oa])\b/,
  fr: /\b(?:morte?(?! de (?:fatigue|rire|peur|faim|froid|honte|ennui|chaud))|mourir|noire?|sombre|vide|obscurite|seule?)\b/,
  de: /\b(?:tot|tod|sterben|dunkel|dunkle[nrs]?|leer|schwarz|finster|allein)\b/,
};

// Verb forms that can only be the first person singular ("quiero", "quise") and ambiguous ones
// shared with the third person ("quería"), each governing an infinitive.
const ES_1SG = String.raw`(?:quiero|quise|intente|pense en|decidi|voy a|trate de|necesito|tengo ganas de|deseo|empece a|volvi a)`;
const ES_AMBIG = String.raw`(?:queria|quisiera|intentaba|pensaba en|iba a|trataba de|necesitaba|tenia ganas de|deseaba|estaba a punto de|estaba dispuest[oa] a|empezaba a)`;
const PT_1SG = String.raw`(?:quero|quis|tentei|pensei em|decidi|vou|preciso|tenho vontade de|desejo|comecei a)`;
const PT_AMBIG = String.raw`(?:queria|tentava|pensava em|ia|precisava|tinha vontade de|desejava|estava prestes a|estava pront[oa] para|comecava a|gostaria de)`;
const FR_WANT = String.raw`(?:veux|voulais|voudrais|voulu|souhaite|souhaitais|desirais|avais envie de|ai envie de|avais decide de|ai decide de|allais|vais|pensais a|pense a|essayais de|ai essaye de|etais prete? a)`;
// "werde sterben" is a fear, not a wish: only verbs of wanting and planning.
const DE_WANT = String.raw`(?:will|wollte|mochte|moechte|wunschte|wunsche|wollen|versuchte|dachte daran|plante|beschloss)`;
/** Up to three words between a verb and its infinitive. */
const GAP = String.raw`(?:\s+[a-z'_]+){0,3}?\s+`;

const ES_HEIGHTS = /\b(?:puente|azotea|edificio|balcon|ventana|acantilado|vias|tren|techo|terraza|torre|precipicio|vacio|metro|tejado)\b/;
const ES_FUN = /\b(?:piscina|pileta|trampolin|paracaidas|volar|volaba|jugar|jugando|nadar|nadando|banarnos|banarme|zambullirme|bucear)\b/;
const PT_HEIGHTS = /\b(?:ponte|janela|predio|varanda|sacada|telhado|penhasco|torre|terraco|trilhos|trem|abismo|viaduto)\b/;
const PT_FUN = /\b(?:piscina|trampolim|paraquedas|voar|voava|brincar|brincando|nadar|nadando|mergulhar|mergulho)\b/;
// Edges a writer goes back to awake: heights, tracks and the stations and platforms beside them.
const ES_EDGES = /\b(?:puente|azotea|edificio|balcon|acantilado|vias|techo|terraza|torre|precipicio|vacio|tejado|estacion|anden|cornisa)\b/;
const PT_EDGES = /\b(?:ponte|janela|predio|varanda|sacada|telhado|penhasco|torre|terraco|trilhos|abismo|viaduto|estacao|plataforma|beira)\b/;
const FR_EDGES = /\b(?:pont|toit|immeuble|balcon|falaise|quai|voies|rails|gare|tour|fenetre|vide|precipice)\b/;
// "brucke" also ends compounds ("Autobahnbrücke", "Eisenbahnbrücke").
const DE_EDGES = /brucke\b|\b(?:gleis(?:e|en)?|schienen|bahnhof|bahnsteig|hochhaus|dach|klippe|abgrund|turm)\b/;

/**
 * Going somewhere for real and lingering there ("bin heute echt hingefahren und hab da gesessen",
 * "subo de verdad y me quedo mirando para abajo"), the going and the "for real" in either order; a
 * rule using it needs an edge nearby. Every gap is bounded, so the pattern stays linear.
 */
function wentAndLingered(going: string, really: string, lingering: string): RegExp {
  const gap = String.raw`[^.!?\n]{0,30}`;
  return new RegExp(String.raw`\b(?:(?:${going})\b${gap}\b(?:${really})|(?:${really})\b${gap}\b(?:${going}))\b[^.!?\n]{0,40}\b(?:${lingering})\b`, 'g');
}

const rules: PhraseRule[] = [
  // Spanish
  { lang: 'es', keys: ['morir', 'muert', 'dejar de', 'desaparecer para siempre'], kind: 'wish', person: true, negatable: true, re: new RegExp(String.raw`\b(?:${ES_1SG}|${ES_AMBIG}|ganas de)${GAP}(?:morir(?:me)?|estar muert[oa]|dejar de (?:existir|vivir)|desaparecer para siempre)\b`, 'g') },
  { lang: 'es', keys: ['morir'], kind: 'wish', negatable: true, re: /\bme (?:quiero|queria|quise|quisiera) morir\b/g },
  { lang: 'es', keys: ['no despert', 'no exist', 'no volver'], kind: 'wish', person: true, pleasure: true, re: /\b(?:quiero|queria|quise|quisiera|deseaba) no (?:despertar(?:me)?|existir|volver)\b/g },
  { lang: 'es', keys: ['despert', 'vivir', 'viviendo', 'existir', 'seguir asi', 'estar viv'], kind: 'wish', person: true, pleasure: true, re: /\bno (?:quiero|queria|quise|quisiera)(?:\s+[a-z]+){0,2}?\s+(?:despertar(?:me)?|volver a despertar(?:me)?|vivir(?! (?:en|con|ahi|alli|aqui|alla|cerca|junto)\b)|seguir viviendo|existir|seguir asi|estar viv[oa])\b/g },
  { lang: 'es', keys: ['despert'], kind: 'wish', pleasure: true, re: /\b(?:no despertar(?:me)? (?:nunca|jamas)(?: mas)?|(?:nunca|jamas) (?:mas )?(?:volver a )?despertar(?:me)?)\b/g },
  { lang: 'es', keys: ['matarme', 'quitarme', 'mi vida', 'suicidarme', 'dano', 'lastimarme', 'herirme', 'cortarme', 'ahorcarme', 'envenenarme', 'ahogarme'], kind: 'wish', person: true, negatable: true, re: new RegExp(String.raw`\b(?:${ES_1SG}|${ES_AMBIG})${GAP}(?:matarme|quitarme la vida|acabar con mi vida|terminar con mi vida|poner fin a mi vida|suicidarme|hacerme dano|lastimarme|herirme|cortarme (?:las venas|los brazos|las munecas|la muneca|las piernas|la piel)|ahorcarme|envenenarme|ahogarme)\b`, 'g') },
  { lang: 'es', keys: ['tirarme', 'lanzarme', 'arrojarme', 'me tire', 'me lance', 'me arroje'], kind: 'plan', person: true, negatable: true, re: new RegExp(String.raw`\b(?:(?:${ES_1SG}|${ES_AMBIG})${GAP})?(?:tirarme|lanzarme|arrojarme|me tire|me lance|me arroje)\b`, 'g'), needs: ES_HEIGHTS, unless: ES_FUN },
  { lang: 'es', keys: ['saltar'], kind: 'plan', person: true, negatable: true, re: new RegExp(String.raw`\b(?:${ES_1SG}|${ES_AMBIG})${GAP}saltar\b`, 'g'), needs: ES_HEIGHTS, unless: ES_FUN },
  { lang: 'es', keys: ['suicid', 'quitarme la vida', 'me quite la vida'], kind: 'wish', person: true, negatable: true, re: /\b(?:suicidarme|me suicid[a-z]+|quitarme la vida|me quite la vida|(?:tengo|tenia|mis) pensamientos suicidas|intento de suicidio|pienso en el suicidio|pensaba en el suicidio|pense en el suicidio|(?:soy|estoy|estaba) suicida)\b/g, unless: /\b(?:pelicula|libro|documental|serie|articulo|noticia|novela|reportaje) (?:sobre|de)\b/ },
  { lang: 'es', keys: ['me cort'], kind: 'self-harm', person: true, negatable: true, re: /\bme (?:corte|cortaba|estaba cortando|cortando)(?:\s+[a-z]+)?\s+(?:los brazos|el brazo|las munecas|la muneca|las venas|las piernas|los muslos|la piel)\b/g },
  { lang: 'es', keys: ['autolesion', 'a proposito'], kind: 'self-harm', person: true, negatable: true, re: /\b(?:me autolesion[a-z]*|autolesionarme|mis autolesiones|me hacia dano a proposito|me lastimaba a proposito)\b/g },
  { lang: 'es', keys: ['carga'], kind: 'burden', negatable: true, re: /\b(?:soy|me siento|me sentia|siento que soy|sentia que era|yo era)(?: [a-z]+)? una carga\b|\buna carga para (?:todos|todo el mundo|mi familia|los demas|mis padres|mis hijos|ellos)\b/g },
  { lang: 'es', keys: ['sin mi'], kind: 'burden', negatable: true, re: /\bmejor sin mi\b/g },
  { lang: 'es', keys: ['mas', 'sentido', 'vivir'], kind: 'hopelessness', re: /\b(?:ya )?no (?:puedo|aguanto|soporto) mas(?! que\b| (?:el|la|los|las|este|esta|estos|estas|ese|esa|a|al|de|del|con|tu|su|sus|mi|mis|sin)\b)\b|\bque sentido tiene (?:vivir|todo|nada|seguir)\b|\bno tiene sentido (?:vivir|seguir|nada)\b|\bno tengo (?:nada )?por (?:que|lo que) vivir\b|\bno (?:tengo|hay) (?:ninguna )?razon para vivir\b/g },
  { lang: 'es', keys: ['despedida'], kind: 'farewell', person: true, re: /\b(?:escribi|escribia|escribiendo|deje|dejaba|redacte)(?:\s+[a-z]+){0,2}?\s+cartas? de despedida\b/g },
  { lang: 'es', keys: ['pastillas', 'pildoras', 'comprimidos', 'medicamentos', 'somniferos', 'calmantes'], kind: 'method', person: true, re: /\b(?:me tome|me tomaba|tome|trague|me trague|tomarme|tragarme|me bebi)(?:\s+[a-z]+){0,3}?\s+(?:todas las|todo el|un frasco de|un bote de|una caja de|un punado de|un monton de)(?:\s+[a-z]+)?\s+(?:pastillas|pildoras|comprimidos|medicamentos|somniferos|calmantes)\b/g },

  // German
  { lang: 'de', keys: ['sterben', 'tot sein', 'verschwinden', 'nicht mehr', 'nie mehr', 'nie wieder'], kind: 'wish', person: true, pleasure: true, re: new RegExp(String.raw`\b${DE_WANT}\b(?:\s+[a-z]+){0,5}?\s+(?<!nicht |nie |niemals )(?:sterben|tot sein|fur immer verschwinden|nicht mehr (?:leben|da sein|existieren|weiterleben|aufwachen)|nie (?:mehr|wieder) aufwachen)\b`, 'g') },
  { lang: 'de', keys: ['sterben', 'tot sein', 'nicht mehr', 'nie mehr', 'nie wieder'], kind: 'wish', person: true, pleasure: true, re: /(?<!nicht |nie |niemals )\b(?:sterben|tot sein|nicht mehr (?:leben|da sein|aufwachen)|nie (?:mehr|wieder) aufwachen) (?:wollte|will|mochte|wollen|wurde)\b/g },
  { lang: 'de', keys: ['tot', 'nie geboren', 'nach dem tod'], kind: 'wish', person: true, re: /\b(?:ware|waere) (?:ich )?(?:doch )?(?:lieber )?(?:tot|nie geboren)\b|\bnie geboren (?:worden )?(?:ware|waere)\b|\bsehnte mich nach dem tod\b/g },
  { lang: 'de', keys: ['umbring', 'umzubring', 'toten', 'erhangen', 'aufhangen', 'vergiften', 'bringe mich um', 'das leben', 'selbstmord', 'suizid', 'freitod'], kind: 'wish', person: true, negatable: true, re: /\b(?:mich(?:\s+[a-z]+){0,3}?\s+(?:umbringen|umzubringen|toten|zu toten|erhangen|aufhangen|vergiften)|bringe mich um|mir(?:\s+[a-z]+){0,3}?\s+das leben (?:nehmen|zu nehmen|genommen)|nahm mir das leben|(?:selbstmord|suizid)versuch[a-z]*|(?<!\b(?:einem|einen|ein|eines|nach) )(?:selbstmord(?!attent)[a-z]*|suizid[a-z]*)|freitod)\b/g, unless: /\b(?:film|buch|doku|dokumentation|serie|artikel|nachrichten|roman|zeitung|vortrag) (?:uber|zum|zu)\b/ },
  { lang: 'de', keys: ['ritz', 'pulsadern', 'selbst verletz', 'selbstverletz', 'geschnitten', 'schnitt'], kind: 'self-harm', person: true, negatable: true, re: /\b(?:mich|mir)\b(?:\s+[a-z0-9]+){0,4}?\s+(?:geritzt|ritzen|ritzte|ritze|selbst verletzt|selbst verletzen|selbst verletzte)\b|\britz(?:e|te|en) mich\b|\bmir (?:die )?pulsadern\b|\bmir(?:\s+[a-z]+){0,2}? (?:die )?(?:arme|beine|handgelenke|haut) (?:auf)?(?:geschnitten|geritzt|ritzte|schnitt|aufschnitt|zerschnitt)\b|\bselbstverletzung\b/g },
  { lang: 'de', keys: ['last', 'ohne mich'], kind: 'burden', negatable: true, re: /\bich (?:bin|war|fuhlte mich|fuhle mich)(?: [a-z]+){0,3}? (?:wie )?(?:eine|als) last\b|\beine last fur (?:alle|meine familie|alle anderen|die anderen|meine eltern|meine kinder|jeden)\b|\bohne mich(?: [a-z]+){0,2}? besser(?: dran)?\b/g },
  { lang: 'de', keys: ['nicht mehr', 'keinen sinn', 'wozu'], kind: 'hopelessness', re: /\bich kann (?:einfach |so |wirklich )?nicht mehr(?=\s*(?:[.,!?;:]|$|und\b|so weiter|weiter\b))|\b(?:alles|das leben|leben) (?:hat )?keinen sinn mehr\b|\bhat (?:alles|das leben) keinen sinn mehr\b|\bwozu (?:noch )?(?:leben|weitermachen|weiterleben)\b/g },
  { lang: 'de', keys: ['abschiedsbrief'], kind: 'farewell', person: true, unless: GERMAN_WORKPLACE, re: /\babschiedsbrief(?:e|en)?\b/g },
  { lang: 'de', keys: ['spring', 'fallen lassen', 'sturzen', 'werfen'], kind: 'plan', person: true, re: /\b(?:wollte|will|mochte|war bereit|dachte daran)\b(?:\s+[a-z]+){0,6}?\s+(?:springen|runterspringen|hinunterspringen|hinabspringen|mich (?:fallen lassen|hinunterstu?rzen|sturzen|werfen))\b/g, needs: /\b(?:brucke|dach|hochhaus|balkon|fenster|klippe|gleise|gleis|turm|bahnsteig|abgrund|zug)\b/, unless: /\b(?:fallschirm|schwimmbad|pool|baden|fliegen|flog|sprungbrett|trampolin)\b/ },
  { lang: 'de', keys: ['tabletten', 'pillen', 'medikamente'], kind: 'method', person: true, re: /\b(?:alle|eine ganze (?:packung|schachtel|flasche|dose|handvoll)|eine handvoll)(?:\s+[a-z]+)?\s+(?:tabletten|pillen|schlaftabletten|medikamente)\b(?:\s+[a-z]+){0,3}?\s+(?:geschluckt|genommen|eingenommen)\b|\b(?:schluckte|nahm)(?:\s+[a-z]+){0,2}?\s+(?:alle|eine ganze (?:packung|schachtel|flasche)|eine handvoll)(?:\s+[a-z]+)?\s+(?:tabletten|pillen|schlaftabletten|medikamente)\b/g },

  // French
  { lang: 'fr', keys: ['mourir', 'mort', 'disparaitre', 'exister', 'en finir'], kind: 'wish', person: true, negatable: true, re: new RegExp(String.raw`\b${FR_WANT}(?:\s+[a-z']+){0,2}?\s+(?:mourir(?! de (?:stress|rire|faim|froid|chaud|honte|peur|fatigue|impatience)\b| d'?(?:ennui|envie|impatience)\b)|etre morte?|disparaitre pour toujours|ne plus exister|en finir(?! avec (?!la vie|tout|ma vie|moi)))\b`, 'g') },
  { lang: 'fr', keys: ['envie de mourir'], kind: 'wish', person: true, negatable: true, re: /\benvie de mourir\b/g },
  { lang: 'fr', keys: ['reveiller', 'vivre', 'exister', 'continuer'], kind: 'wish', person: true, pleasure: true, re: /\bne (?:voulais|veux|voudrais|souhaitais) (?:plus|pas|jamais) (?:me reveiller|vivre|exister|continuer)\b|\bne (?:plus|jamais) me reveiller\b|\bne pas me reveiller\b|\bplus (?:aucune )?envie de vivre\b/g },
  { lang: 'fr', keys: ['suicid', 'me tuer', 'la vie', 'fin a', 'me faire du mal', 'me blesser', 'mutiler', 'scarifier', 'me pendre'], kind: 'wish', person: true, negatable: true, re: /\b(?:me suicid[a-z]*|suicidaire|(?<!\b(?:se|un|d'un|apres un) )suicide(?! (?:prevention|d'un|de (?:son|sa|mon|ma)))|me tuer(?! a\b)|m'oter la vie|mettre fin a mes jours|mettre fin a ma vie|me faire du mal|me blesser expres|me mutiler|me scarifier|me pendre)\b/g, unless: /\b(?:film|livre|documentaire|serie|article|emission|roman|reportage|journal) (?:sur|a propos)\b/ },
  { lang: 'fr', keys: ['me coup', 'taillad', 'me brul', 'veines', 'scarification'], kind: 'self-harm', person: true, negatable: true, re: /\bme (?:coupais|coupe|couper|suis coupee?s?|taillad[a-z]+|brulais|brule|bruler)(?:\s+[a-z]+)?\s+(?:les bras|le bras|les veines|les poignets|le poignet|les cuisses|la peau|les jambes)\b|\bm'ouvr(?:ir|ais|e) les veines\b|\bscarifications?\b/g },
  { lang: 'fr', keys: ['fardeau', 'poids', 'charge', 'sans moi'], kind: 'burden', negatable: true, re: /\bje (?:suis|me sens|me sentais|etais)(?: [a-z]+){0,2}? (?:un|une) (?:fardeau|poids|charge)\b|\bun fardeau pour (?:tout le monde|ma famille|les autres|mes proches|eux|mes parents|mes enfants|tous)\b|\bmieux sans moi\b/g },
  { lang: 'fr', keys: ['en peux', 'pouvais plus', 'a quoi bon', 'raison de vivre', 'sens'], kind: 'hopelessness', re: /\bj(?:e n)?'en peux plus\b|\bje n'en pouvais plus\b|\ba quoi bon (?:vivre|continuer|tout ca|me lever|se lever)\b|\bplus (?:aucune )?raison de vivre\b|\bla vie n'a (?:plus )?(?:aucun )?sens\b|\brien (?:ne |n')a plus de sens\b/g },
  { lang: 'fr', keys: ['adieu'], kind: 'farewell', person: true, re: /\blettres? d'adieu\b/g },
  { lang: 'fr', keys: ['sauter', 'me jeter', 'me lancer'], kind: 'plan', person: true, re: /\b(?:sauter|me jeter|me lancer)(?:\s+[a-z']+){0,3}?\s+(?:du|d'un|d'une|de la|depuis le|depuis la|par la|sous le|sous un)\s+(?:pont|toit|immeuble|balcon|fenetre|falaise|tour|train|metro)\b/g, unless: /\b(?:parachute|piscine|plonger|plongeon|voler|volais|trampoline|elastique)\b/ },
  { lang: 'fr', keys: ['pilules', 'comprimes', 'cachets', 'medicaments', 'somniferes'], kind: 'method', person: true, re: /\b(?:avale|avalais|pris|prenais|avaler|prendre)(?:\s+[a-z']+){0,3}?\s+(?:toutes les|tous les|une boite de|un flacon de|une poignee de|un tube de)(?:\s+[a-z]+)?\s+(?:pilules|comprimes|cachets|medicaments|somniferes)\b/g },
  { lang: 'fr', keys: ['la mer', "l'ocean", "l'eau", 'la riviere', 'le lac', 'les vagues'], kind: 'method', person: true, re: /\b(?:marchais|suis entree?|entrais|avancais|suis allee?)(?:\s+[a-z']+){0,2}?\s+(?:dans|vers) (?:la mer|l'ocean|l'eau|la riviere|le lac|les vagues)\b/g, needs: /\bne (?:revenais|suis (?:pas|jamais) revenue?|voulais (?:pas|plus) revenir|reviendrais)\b/ },

  // Portuguese
  { lang: 'pt', keys: ['morrer', 'mort', 'sumir', 'desaparecer', 'deixar de'], kind: 'wish', person: true, negatable: true, re: new RegExp(String.raw`\b(?:${PT_1SG}|${PT_AMBIG}|vontade de)${GAP}(?:morrer|estar mort[oa]|sumir para sempre|desaparecer para sempre|deixar de existir|deixar de viver)\b`, 'g') },
  { lang: 'pt', keys: ['acordar', 'viver', 'existir', 'continuar'], kind: 'wish', person: true, pleasure: true, re: /\bnao (?:quero|queria|quis)(?:\s+(?:mais|nunca|nunca mais))?\s+(?:acordar|viver(?! (?:em|com|ali|aqui|la|perto|junto)\b)|existir|continuar vivendo|continuar viv[oa])\b|\b(?:nunca mais acordar|nao acordar mais|nao acordar nunca mais)\b/g },
  { lang: 'pt', keys: ['me matar', 'matar-me', 'vida', 'suicidar', 'me machucar', 'me ferir', 'me cortar', 'me enforcar', 'me afogar', 'me envenenar'], kind: 'wish', person: true, negatable: true, re: new RegExp(String.raw`\b(?:${PT_1SG}|${PT_AMBIG})${GAP}(?:me matar|matar-me|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida|me suicidar|suicidar-me|me machucar|me ferir|me cortar|me enforcar|me afogar|me envenenar)\b`, 'g') },
  { lang: 'pt', keys: ['me jogar', 'me atirar', 'me joguei', 'me atirei', 'pular', 'saltar'], kind: 'plan', person: true, negatable: true, re: new RegExp(String.raw`\b(?:(?:${PT_1SG}|${PT_AMBIG})${GAP})?(?:me jogar|me atirar|me joguei|me atirei)\b|\b(?:${PT_1SG}|${PT_AMBIG})${GAP}(?:pular|saltar)\b`, 'g'), needs: PT_HEIGHTS, unless: PT_FUN },
  { lang: 'pt', keys: ['suicid', 'me matei', 'tirei minha'], kind: 'wish', person: true, negatable: true, re: /\b(?:me suicidar|suicidar-me|me suicidei|(?:sou|estou|estava) suicida|pensamentos suicidas|tentativa de suicidio|me matei|tirei minha (?:propria )?vida)\b/g, unless: /\b(?:filme|livro|documentario|serie|artigo|noticia|reportagem|romance|palestra) (?:sobre|de)\b/ },
  { lang: 'pt', keys: ['me cort', 'me machuc', 'me queim', 'automutil', 'autolesao'], kind: 'self-harm', person: true, negatable: true, re: /\bme (?:cortava|cortei|cortando|cortar|machucava|queimava)(?:\s+[a-z]+)?\s+(?:nos |os |o |no |nas |as )?(?:bracos|braco|pulsos|pulso|pernas|coxas|veias|pele)\b|\b(?:automutilacao|me automutil[a-z]+|autolesao)\b/g },
  { lang: 'pt', keys: ['fardo', 'peso', 'sem mim'], kind: 'burden', negatable: true, re: /\b(?:sou|eu era|me sinto|me sentia|sinto que sou|sentia que era|que eu era)(?: [a-z]+)? um (?:fardo|peso)\b|\bum fardo para (?:todos|todo mundo|minha familia|os outros|meus pais|eles|meus filhos)\b|\bmelhor sem mim\b/g },
  { lang: 'pt', keys: ['aguento', 'suporto', 'sentido', 'pelo que viver', 'razao para viver'], kind: 'hopelessness', re: /\bnao (?:aguento|suporto) mais\b|\b(?:qual (?:e )?o sentido|que sentido tem) (?:de )?(?:viver|tudo|nada|continuar)\b|\bnao (?:tem|ha|vejo) sentido (?:em )?(?:viver|continuar|nada)\b|\bnada (?:mais )?pelo que viver\b|\bnenhuma razao para viver\b/g },
  // Said in passing, in the forms the probe writers used.
  { lang: 'es', keys: ['me cort'], kind: 'self-harm', re: /\b(?:otra vez|de nuevo|volvi a|anoche)\b[^.!?]{0,20}\bme (?:corte|corto|cortaba)\b(?! (?:el pelo|el cabello|las unas|el flequillo|cocinando|con un papel))/g },
  { lang: 'es', keys: ['medi'], kind: 'method', re: /\bya medi (?:la altura|cuantos pisos|los pisos|la caida)\b/g },
  { lang: 'de', keys: ['beste losung'], kind: 'wish', re: /\b(?:fur mich|mir)\b[^.!?]{0,30}\bdie beste losung\b|\bdie beste losung fur mich\b/g },
  { lang: 'de', keys: ['abschiedsbrief'], kind: 'farewell', unless: GERMAN_WORKPLACE, re: /\babschiedsbriefe? (?:geschrieben|schreiben|hinterlassen|verfasst)\b|\b(?:geschrieben|schrieb|schreibe)\b[^.!?]{0,30}\babschiedsbrief/g },
  { lang: 'de', keys: ['ritz mich'], kind: 'self-harm', negatable: true, re: /\britz mich\b/g },
  // Asking God to take one, or not to let one wake; absence as others' relief.
  { lang: 'es', keys: ['dios'], kind: 'wish', re: /\b(?:le )?(?:pido|pedia|ruego|rogaba|rezo|rezaba) a dios (?:que|para que) (?:no me deje despertar|me lleve(?: ya| pronto| con (?:el|ella))?)\b/g },
  { lang: 'pt', keys: ['deus'], kind: 'wish', re: /\b(?:peco|pedia|rezo|rezava|imploro) a deus (?:que|para que) (?:nao me deixe acordar|me leve(?: logo| ja| embora)?)\b/g },
  { lang: 'fr', keys: ['dieu'], kind: 'wish', re: /\b(?:je )?(?:prie|priais|supplie|demande|demandais) (?:a )?dieu (?:de|qu'il) (?:me prendre|me reprendre|ne pas me laisser me reveiller|me prenne|me reprenne)\b/g },
  { lang: 'de', keys: ['gott'], kind: 'wish', re: /\b(?:bete|betete|bitte|bat|flehe)\b[^.!?]{0,30}\bgott mich (?:endlich |bald |jetzt )?(?:zu sich (?:holt|nimmt|holen|nehmen)|sterben lasst|holt|nimmt)\b/g },
  { lang: 'fr', keys: ['si je'], kind: 'burden', person: true, re: /\b(?:serai(?:en)?t|vivrai(?:en)?t|auraient|aurait|respireraient|respirerait)\b[^.!?\n]{0,40}\b(?:mieux|tranquilles?|heureu(?:x|ses?)|libres?|soulage(?:e|s|es)?|leger(?:e|s|es)?)\b[^.!?\n]{0,20}\bsi je (?:n'etais plus la|netais plus la|n'etais pas la|disparaissais|n'existais (?:pas|plus)|mourais)\b/g },
  { lang: 'de', keys: ['ohne mich'], kind: 'burden', negatable: true, unless: /\b(?:spiel|team|mannschaft|gruppe|projekt|arbeit|band)\b/, re: /\bohne mich (?:hatten|hatte|haben|hat|waren|ware|wurden)\b[^.!?]{0,25}\b(?:leichter|besser|einfacher)\b/g },
  { lang: 'fr', keys: ['brul'], kind: 'self-harm', re: /\bme (?:suis )?(?:encore |de nouveau )?brul(?:e|ee|es|ees|ais|ait|ant|er)\b[^.!?]{0,40}\b(?:cigarette|briquet)\b/g },
  { lang: 'fr', keys: ['etre la', 'etre encore'], kind: 'wish', re: /\b(?:plus simple|mieux|envie|prefere|prefererais)\b[^.!?]{0,30}\b(?:ne )?plus etre la\b|\bdecue?s? d'etre encore (?:la|en vie|vivante?)\b/g },
  { lang: 'fr', keys: ['fatigue'], kind: 'hopelessness', re: /\bfatiguee?s? (?:d'exister|de vivre|d'etre en vie)\b/g },
  { lang: 'fr', keys: ['reveill'], kind: 'wish', re: /\b(?:me reveillais|me reveillerais|me reveille) plus\b[^.!?]{0,40}\b(?:doux|bien|soulag[a-z]*|paix|paisible)\b/g },
  { lang: 'pt', keys: ['remedios', 'comprimidos'], kind: 'method', re: /\b(?:juntando|juntava|juntei|guardando|guardei|escondendo|escondi|acumulando)\b[^.!?]{0,25}\b(?:remedios|comprimidos)\b(?! (?:para|pra) (?:doar|devolver|a farmacia))/g },
  { lang: 'pt', keys: ['despedida'], kind: 'farewell', person: true, re: /\b(?:escrevi|escrevia|escrevendo|deixei|deixava)(?:\s+[a-z]+){0,2}?\s+cartas? de despedida\b/g },
  { lang: 'pt', keys: ['comprimidos', 'remedios', 'pilulas', 'calmantes', 'medicamentos'], kind: 'method', person: true, re: /\b(?:tomei|tomava|engoli|engolia|tomar|engolir)(?:\s+[a-z]+){0,3}?\s+(?:todos os|todas as|um frasco de|uma caixa de|um punhado de|uma cartela de)(?:\s+[a-z]+)?\s+(?:comprimidos|remedios|pilulas|calmantes|medicamentos)\b/g },
  // Said in passing by writers of the four languages: harm taken up again, the others better off, nothing left to get up for.
  { lang: 'fr', keys: ['me coupe', 'me scarifie'], kind: 'self-harm', person: true, negatable: true, re: /\bje me (?:coupe|scarifie)(?: (?:a nouveau|encore|de nouveau|depuis))?\b(?! (?:les cheveux|les ongles|la frange|le doigt))/g },
  { lang: 'fr', keys: ['si je'], kind: 'burden', person: true, re: /\b(?:mieux|plus simple|plus facile|plus heureux|plus heureuses?) pour (?:tout le monde|eux|elles|ma famille|mes enfants|les autres)\b[^.!?\n]{0,20}\bsi je (?:disparaissais|n'etais plus la|netais plus la|n'existais pas|mourais)\b/g },
  { lang: 'es', keys: ['si yo no', 'si no estuviera'], kind: 'burden', person: true, re: /\b(?:mas facil|mejor|mas feliz|mas felices) para (?:todos|mi familia|mis hijos|ellos|ellas|los demas)\b[^.!?\n]{0,20}\bsi (?:yo )?no (?:estuviera|existiera|estuviese)\b/g },
  { lang: 'pt', keys: ['pena continuar', 'pena viver'], kind: 'hopelessness', re: /\bnao vale (?:mais )?a pena (?:continuar (?:vivendo|a viver|vivo)|viver)\b(?! assim\?)/g },
  { lang: 'pt', keys: ['pensei em como'], kind: 'method', person: true, re: /\b(?:ja )?pensei em como (?:fazer|me matar|acabar|morrer|ia ser)\b/g },
  { lang: 'de', keys: ['wofur ich'], kind: 'hopelessness', person: true, re: /\b(?:weiss|weis) (?:echt |wirklich |einfach |gar )?nicht mehr,? wofur ich (?:noch )?(?:aufstehen|leben|weitermachen|weiterleben)\b/g },
  { lang: 'de', keys: ['nicht mehr'], kind: 'hopelessness', person: true, re: /\b(?:ich )?will (?:einfach |echt |wirklich )?nicht mehr(?= *(?:[.,!?]|$))/g },
  { lang: 'pt', keys: ['aguento'], kind: 'hopelessness', re: /\bnao sei (?:por )?quanto tempo (?:mais )?(?:eu )?(?:aguento|vou aguentar)\b/g },
  { lang: 'es', keys: ['de en medio'], kind: 'wish', person: true, re: /\bquitarme de en medio\b/g },  // Carried to all four languages: the ways writers say it in passing, each in its own grammar.
  // Sorry to have woken: a passive wish, unless the dream was a lovely one.
  { lang: 'es', keys: ['despertado'], kind: 'wish', person: true, pleasure: true, re: /\bno (?:haber(?:me)?|me hubiera|hubiera|me hubiese|hubiese) despertado\b|\bdecepcionad[oa] de (?:seguir viv[oa]|haber(?:me)? despertado)\b/g },
  { lang: 'pt', keys: ['ter acordado', 'tivesse acordado'], kind: 'wish', person: true, pleasure: true, re: /\bnao (?:ter acordado|tivesse acordado)\b|\bdecepcionad[oa] (?:de|por) ter acordado\b/g },
  { lang: 'fr', keys: ['reveill'], kind: 'wish', pleasure: true, re: /\b(?:ne pas|ne jamais|jamais) m'etre reveillee?\b|\bj'aurais (?:voulu|prefere|aime) ne (?:pas|plus|jamais) me reveiller\b|\bdecue? de m'etre (?:encore )?reveillee?\b/g },
  { lang: 'de', keys: ['aufgewacht', 'aufzuwachen'], kind: 'wish', person: true, pleasure: true, unless: /\b(?:angst|furcht|sorge|befurcht[a-z]*)\b/, re: /\b(?:ware|waere) (?:ich )?(?:[a-z]+ ){0,2}?nicht (?:mehr |wieder )?aufgewacht\b|\b(?:nicht|nie) (?:mehr|wieder) aufzuwachen\b|\benttauscht,? (?:dass ich )?(?:wieder|noch) (?:aufgewacht|aufzuwachen)\b/g },
  // "Not be here any more", as a wish and as the others' relief; "da sein" is the German euphemism, "hier sein" could be a town or a job.
  { lang: 'de', keys: ['nicht mehr da', 'nicht mehr am leben', 'nicht mehr auf der welt'], kind: 'wish', person: true, unless: /\b(?:angst|furcht|sorge|befurcht[a-z]*)\b/, re: /\b(?:einfach|lieber|am liebsten|nur noch|gern|gerne|bloss)\b[^.!?\n]{0,12}\bnicht mehr (?:da|am leben|auf der welt) (?:sein|zu sein|ware|waere)\b/g },
  { lang: 'de', keys: ['wenn ich'], kind: 'burden', re: /\b(?:leichter|besser|einfacher|ruhiger)\b[^.!?\n]{0,40}\bwenn ich\b[^.!?\n]{0,15}\b(?:nicht mehr (?:da|am leben|auf der welt)|fur immer weg|tot|nie geboren) (?:ware|waere)\b|\bwenn ich\b[^.!?\n]{0,15}\b(?:nicht mehr (?:da|am leben|auf der welt)|fur immer weg|tot) (?:ware|waere)\b[^.!?\n]{0,40}\b(?:leichter|besser|einfacher|ruhiger|keinen unterschied|niemand merken)\b/g },
  // An adverb may stand before the verb ("si yo simplemente no estuviera"); a subject after it ("si no estuviera mi suegra") is someone else.
  { lang: 'es', keys: ['estuviera', 'existiera', 'estuviese', 'existiese', 'desapareciera', 'me muriera'], kind: 'burden', person: true, re: /\b(?:mas facil|mejor|mas feliz|mas felices|mas tranquil[oa]s?|nadie (?:se daria cuenta|lo notaria|me extranaria))\b[^.!?\n]{0,30}\bsi (?:yo )?(?:simplemente |ya |solo |de verdad |un dia )?(?:no (?:estuviera|existiera|estuviese|existiese)|desapareciera|me muriera)\b(?! (?:[a-z]+ando|[a-z]+iendo|en|con|tan|mi|mis|su|sus|el|la|los|las)\b)|\bsi (?:yo )?(?:simplemente |ya |solo )?(?:no (?:estuviera|existiera|estuviese|existiese)|desapareciera|me muriera)\b[^.!?\n]{0,30}\b(?:estarian mejor|seria (?:todo )?mas facil|serian mas felices|nadie (?:se daria cuenta|lo notaria|me extranaria))\b/g },
  { lang: 'fr', keys: ['si je'], kind: 'burden', person: true, re: /\b(?:changerait (?:pas grand[- ]chose|rien)|personne ne (?:le )?(?:remarquerait|verrait|s'en rendrait compte)|personne (?:le )?remarquerait|mieux|plus simple|plus facile|plus leger)\b[^.!?\n]{0,30}\bsi je (?:disparaissais|n'etais plus la|netais plus la|n'existais (?:plus|pas)|mourais)\b|\bsi je (?:disparaissais|n'etais plus la|netais plus la|n'existais (?:plus|pas)|mourais)\b[^.!?\n]{0,30}\b(?:personne ne|personne (?:le )?remarquerait|changerait (?:pas grand[- ]chose|rien)|mieux|plus simple|plus facile)\b/g },
  { lang: 'pt', keys: ['se eu'], kind: 'burden', person: true, re: /\b(?:melhor|mais facil|mais leve|mais feliz|mais felizes|mais tranquil[oa]s?|ninguem (?:ia|iria|vai) (?:nem )?(?:perceber|notar|sentir (?:a )?falta))\b[^.!?\n]{0,30}\bse eu (?:simplesmente |tambem |ja )?(?:nao (?:estivesse|existisse)(?: mais)?|sumisse|desaparecesse|morresse)\b(?! (?:em|no|na|com|la|[a-z]+ando|[a-z]+endo)\b)|\bse eu (?:simplesmente |ja )?(?:nao (?:estivesse|existisse)(?: mais)?|sumisse|desaparecesse|morresse)\b[^.!?\n]{0,30}\b(?:ficariam melhor|seria (?:tudo )?mais facil|seriam mais felizes|ninguem (?:ia|iria) (?:nem )?(?:perceber|notar|sentir falta))\b/g },
  // No will left to go on: life itself, not a job or a walk ("ganas de seguir con este trabajo", "seguir caminando").
  { lang: 'es', keys: ['ganas de seguir', 'ganas de vivir', 'ganas de continuar'], kind: 'hopelessness', person: true, re: /\b(?:ya )?no (?:tengo|tenia|me quedan|me quedaban|me queda|siento) (?:mas |muchas |ningunas |ni )?ganas de (?:seguir|vivir|continuar)\b(?! (?:con|en|a|al|de|del|por|para|el|la|los|las|este|esta|ese|esa|mi|tu|su|aqui|ahi|alli|[a-z]+ando|[a-z]+iendo)\b)|\bperdi (?:las|todas las) ganas de vivir\b/g },
  { lang: 'pt', keys: ['vontade de', 'forca', 'animo'], kind: 'hopelessness', person: true, re: /\bnao (?:tenho|tinha|sinto) mais (?:vontade|forcas?|animo) (?:de|pra|para) (?:continuar|viver|seguir)\b(?! (?:com|em|no|na|nos|nas|nesse|nessa|neste|nesta|nisso|o|a|os|as|este|esta|esse|essa|meu|minha|aqui|ali|la|[a-z]+ando|[a-z]+endo|[a-z]+indo)\b)|\bperdi (?:a|toda a) vontade de viver\b|\bsem (?:nenhuma )?vontade de viver\b/g },
  { lang: 'fr', keys: ['plus envie', 'plus la force', 'plus de force', 'plus le courage', "plus l'energie"], kind: 'hopelessness', person: true, re: /\bj(?:e n)?'ai plus (?:envie|la force|de force|le courage|l'energie) de (?:continuer|vivre|me battre|lutter)\b(?! (?:a|au|aux|dans|avec|ici|la|ce|cet|cette|ces|mon|ma|mes|les|le|contre|pour|sans)\b)/g },
  { lang: 'de', keys: ['keine kraft', 'keine lust', 'keine energie', 'keinen grund'], kind: 'hopelessness', person: true, re: /\bkeine (?:kraft|lust|energie) mehr,? (?:zu leben|weiterzuleben|weiterzumachen|zu kampfen|auf das leben|aufs leben)\b(?! (?:mit|bei|im|in|an)\b)|\bkeinen grund mehr,? (?:zu leben|weiterzuleben|weiterzumachen)\b/g },
  // Wanting everything to stop for good; without "for good" it is a bad week ("que ça s'arrête", "dass das endlich aufhört").
  { lang: 'es', keys: ['para siempre', 'de una vez por todas', 'definitivamente'], kind: 'wish', person: true, re: /\b(?:quiero|quisiera|queria|ojala|deseo|desearia)\b[^.!?\n]{0,12}\bque (?:todo (?:se )?(?:acabe|acabara|termine|terminara|pare|parara)|(?:se )?(?:acabe|acabara|termine|terminara) todo) (?:para siempre|de una vez por todas|definitivamente)\b/g },
  { lang: 'pt', keys: ['que tudo', 'que isso tudo'], kind: 'wish', person: true, re: /\b(?:quero|queria|gostaria|desejo)\b[^.!?\n]{0,12}\bque (?:tudo|tudo isso|isso tudo) (?:acabe|acabasse|termine|terminasse|pare|parasse) (?:de vez|para sempre|pra sempre|definitivamente)\b/g },
  { lang: 'fr', keys: ["s'arret"], kind: 'wish', person: true, re: /\b(?:j'aimerais|je voudrais|je veux|je voulais|j'ai envie|je souhaite|j'aurais voulu)\b[^.!?\n]{0,15}\bque (?:ca|tout|tout ca|la vie) s'arret(?:e|erait|ait) (?:pour de bon|pour toujours|definitivement|une bonne fois pour toutes|a jamais)\b/g },
  { lang: 'de', keys: ['aufhort', 'vorbei ist', 'endet', 'zu ende ist'], kind: 'wish', person: true, re: /\b(?:will|wollte|mochte|wunsche|wunschte)\b[^.!?\n]{0,20}\bdass (?:alles|es|das alles) (?:einfach )?(?:endlich )?(?:fur immer|endgultig|ein fur alle mal) (?:aufhort|vorbei ist|endet|zu ende ist)\b/g },
  // Nothing left to stay for ("what for", not "why": "no sé por qué sigo aquí" is often a job).
  { lang: 'es', keys: ['sigo'], kind: 'hopelessness', person: true, re: /\bno (?:se|entiendo) para (?:que|q) (?:sigo|sigo estando) (?:aqui|viv[oa]|en este mundo|viviendo)\b(?! (?:en|con|trabajando|esperando|sentad[oa])\b)/g },
  { lang: 'pt', keys: ['aqui', 'viv'], kind: 'hopelessness', person: true, re: /\bnao sei (?:pra|para) (?:que|q) (?:eu )?(?:ainda )?(?:estou|to|sigo|continuo) (?:aqui|viv[oa]|vivendo)\b(?! (?:em|no|na|com|trabalhando|esperando)\b)|\bnao sei por (?:que|q) (?:eu )?(?:ainda )?(?:estou|to|sigo|continuo) viv[oa]\b/g },
  { lang: 'fr', keys: ['encore'], kind: 'hopelessness', person: true, re: /\b(?:je (?:ne )?sais (?:pas|plus)|aucune idee) pourquoi je suis encore (?:en vie|vivante?)\b|\bje (?:ne )?sais (?:pas|plus) a quoi bon (?:je suis encore la|vivre)\b/g },
  { lang: 'de', keys: ['wofur ich', 'wozu ich', 'warum ich'], kind: 'hopelessness', person: true, re: /\b(?:weiss|weis) (?:echt |wirklich |einfach |gar )?nicht(?: mehr)?,? (?:wofur|wozu) ich (?:noch )?(?:hier bin|da bin|lebe|am leben bin|auf der welt bin)\b|\bwarum ich (?:uberhaupt )?noch (?:lebe|am leben bin|auf der welt bin)\b/g },
  // Ending it all, thought of or wanted; "acabar com tudo com ele" is a break-up, so the phrase must close its clause.
  { lang: 'es', keys: ['acabar con todo'], kind: 'wish', person: true, negatable: true, re: /\b(?:pensando|pensado|pienso|pense|pensaba|ganas de|quiero|queria|quisiera)\b[^.!?\n]{0,15}\bacabar con todo\b(?=\s*(?:[.,;!?\n]|$|de una vez\b|ya\b))/g },
  { lang: 'pt', keys: ['acabar com tudo'], kind: 'wish', person: true, negatable: true, re: /\b(?:pensando|pensado|penso|pensei|pensava|vontade de|quero|queria)\b[^.!?\n]{0,15}\bacabar com tudo\b(?=\s*(?:[.,;!?\n]|$|de (?:um|uma) (?:jeito|vez|forma)\b|de vez\b))/g },
  { lang: 'de', keys: ['ein ende', 'schluss'], kind: 'wish', person: true, negatable: true, re: /\b(?:allem|meinem leben) ein ende (?:setzen|machen|zu setzen|zu machen|bereiten)\b|\bschluss (?:zu )?machen mit (?:allem|dem leben|meinem leben)\b/g },
  // Giving up the fight itself, not a fight against something.
  { lang: 'es', keys: ['dejar de luchar', 'rendirme'], kind: 'hopelessness', person: true, negatable: true, re: /\b(?:mas facil|mejor|ganas de|quiero|quisiera)\b[^.!?\n]{0,12}\b(?:dejar de luchar|rendirme del todo|rendirme para siempre)\b(?! (?:contra|por|con|para)\b)/g },
  { lang: 'pt', keys: ['parar de lutar', 'desistir de viver', 'desistir da vida'], kind: 'hopelessness', person: true, negatable: true, re: /\b(?:mais facil|melhor|vontade de|quero|queria)\b[^.!?\n]{0,12}\b(?:parar de lutar|desistir de viver|desistir da vida)\b(?! (?:contra|por|com|pelo|pela)\b)/g },
  { lang: 'fr', keys: ['arreter de'], kind: 'hopelessness', person: true, negatable: true, re: /\b(?:plus simple|plus facile|mieux|envie)\b[^.!?\n]{0,12}\bd?'?arreter de (?:me battre|lutter)\b(?! (?:contre|pour|avec)\b)/g },
  { lang: 'de', keys: ['kampfen'], kind: 'hopelessness', person: true, re: /\b(?:einfacher|leichter|besser|lust|will|mochte|wollte)\b[^.!?\n]{0,20}\b(?:aufzuhoren,? zu kampfen|aufhoren,? zu kampfen|nicht mehr (?:zu )?kampfen)\b(?! (?:gegen|fur|um|mit)\b)/g },
  // The dream's edge weighed awake: gone there for real and lingered, looking down (not an outing with friends or a camera).
  { lang: 'es', keys: ['de verdad', 'en la vida real', 'despiert', 'en serio', 'en persona'], kind: 'plan', person: true, needs: ES_EDGES, unless: /\b(?:fotos?|pasear|paseo|vacaciones|escalada|pintar|amigos)\b/, re: wentAndLingered('subo|subi|he subido|voy|fui|he ido|iba|me acerco|me acerque|vuelvo|volvi|paso|pase', 'de verdad|en la vida real|despiert[oa]|en serio|en persona', 'mirando (?:para |hacia )?abajo|mirando (?:el vacio|la caida|las vias|los trenes|el agua)|calculando|al borde|en el borde|asomad[oa]|me asomo|me asomaba') },
  { lang: 'pt', keys: ['de verdade', 'na vida real', 'acordad'], kind: 'plan', person: true, needs: PT_EDGES, unless: /\b(?:fotos?|passear|passeio|ferias|escalada|pintar|amigos)\b/, re: wentAndLingered('fui|vou|subi|subo|voltei|volto|passo|passei|tenho ido', 'de verdade|na vida real|acordad[oa]', 'olhando (?:pra|para) baixo|olhando (?:os trens|os trilhos|a agua)|na beira|na borda|calculando|sentad[oa] na beira') },
  { lang: 'fr', keys: ['pour de vrai', 'en vrai', 'vraiment', 'reellement'], kind: 'plan', person: true, needs: FR_EDGES, unless: /\b(?:photos?|peindre|randonn[a-z]*|escalade|vacances|parapente|pique-nique|amis)\b/, re: wentAndLingered('suis allee?|suis montee?|y suis allee?|vais|y vais|monte|retourne|suis retournee?|passe|suis passee?', 'pour de vrai|en vrai|vraiment|reellement', "regarder en bas|regarde en bas|regardais en bas|(?:regarde|regarder|regardais) (?:le vide|les rails|les voies|les trains|l'eau)|au bord|sur le bord|calcul[a-z]*") },
  { lang: 'de', keys: ['echt', 'wirklich', 'tatsachlich', 'extra', 'jeden tag'], kind: 'plan', needs: DE_EDGES, unless: /\b(?:fallschirm|bungee|kletter[a-z]*|urlaub|pendel[a-z]*|fotos?|fotografier[a-z]*)\b/, re: wentAndLingered('hingefahren|hingegangen|hingelaufen|gefahren|gegangen|fahr|fahre|geh|gehe', 'echt|wirklich|tatsachlich|extra|in echt|jeden tag', 'an der kante|an die kante|am rand|runtergeschaut|runterschaue|runtergeguckt|zum gucken|zum schauen|(?:da|dort)\\b[^.!?\\n]{0,20}\\b(?:gesessen|gestanden|gewartet)|stand da|stand dort|steh da|halte? (?:kurz )?an|angehalten') },
  // "I think of it awake too", after a dream of a method: the dream has left the night (not a leap into a pool, not a lovely dream).
  { lang: 'es', keys: ['despiert'], kind: 'wish', person: true, pleasure: true, unless: ES_FUN, needs: /\b(?:vias|tren|puente|azotea|ahog[a-z]*|motor|garaje|pastillas|cuerda|soga|tirarme|saltar|borde|no me quitaba)\b/, re: /\blo (?:pienso|pensaba|he pensado|pense)(?: [a-z]+){0,2}? despiert[oa]\b|\bpienso en (?:eso|ello) (?:tambien )?despiert[oa]\b/g },
  { lang: 'pt', keys: ['acordad'], kind: 'wish', person: true, pleasure: true, unless: PT_FUN, needs: /\b(?:trilhos|trem|ponte|predio|motor ligado|garagem|afog[a-z]*|comprimidos|remedios|corda|pular|me jogar|beira)\b/, re: /\b(?:ja )?(?:pensei|penso|pensava|tenho pensado) (?:nisso|naquilo) (?:tambem )?acordad[oa]\b/g },
  { lang: 'fr', keys: ['eveill', 'reveill', 'journee', 'pour de vrai'], kind: 'wish', person: true, pleasure: true, unless: /\b(?:parachute|piscine|plong[a-z]*|vol(?:er|ais)|trampoline|elastique)\b/, needs: /\b(?:rails|voies|train|pont|toit|noy[a-z]*|moteur|cachets|corde|sauter|bord)\b/, re: /\bj'y (?:pense|pensais|ai pense) (?:aussi |meme |deja )?(?:eveillee?|reveillee?|en journee|la journee|pour de vrai)\b/g },
  { lang: 'de', keys: ['wach', 'tagsuber'], kind: 'wish', person: true, pleasure: true, unless: /\b(?:fallschirm|schwimmbad|pool|fliegen|flog|sprungbrett|trampolin)\b/, needs: /\b(?:gleis(?:e|en)?|zug|brucke|dach|ertrink[a-z]*|ertrank|motor|tabletten|seil|strick|springen|kante)\b/, re: /\b(?:denke|dachte|denk)(?: [a-z]+){0,2}? (?:auch )?(?:im wachen zustand|wach|tagsuber|wenn ich wach bin) (?:daran|dran|druber|daruber)\b|\b(?:daran|dran|druber) (?:denke|denk|dachte) ich (?:auch )?(?:im wachen zustand|wach|tagsuber)\b/g },
  // Self-harm taken up again, kept up or given up: the policy answers it in any tense.
  { lang: 'es', keys: ['cortando', 'cortarme'], kind: 'self-harm', person: true, negatable: true, unless: /\b(?:cocin[a-z]*|pelando|afeit[a-z]*|sin querer|papel|cebolla|verduras?|tomates?|pan|pelo|unas|cabello|flequillo|barba)\b/, re: /\b(?:me (?:estoy|estaba|sigo|segui|he estado|habia estado) cortando|volvi a cortarme|vuelvo a cortarme|he vuelto a cortarme|sigo cortandome|deje de cortarme|cortandome (?:otra vez|de nuevo))\b/g },
  { lang: 'pt', keys: ['me cortar', 'me cortando', 'me cortei'], kind: 'self-harm', person: true, negatable: true, unless: /\b(?:cozinh[a-z]*|sem querer|papel|cebola|descascando|barbe[a-z]*|cabelo|unhas|franja|legumes)\b/, re: /\b(?:voltei a me cortar|voltar a me cortar|volto a me cortar|parei de me cortar|parar de me cortar|(?:estou|to|tava|estava|ando|continuo|sigo) me cortando|me cortei (?:de novo|outra vez)|me cortando (?:de novo|outra vez))\b/g },
  { lang: 'fr', keys: ['coupure', 'entaille', 'marques', 'brulures', 'scarifi', 'du mal', 'me couper'], kind: 'self-harm', person: true, negatable: true, re: /\bme (?:faisais|fais|suis fait|suis faite|faire) des (?:coupures|entailles|marques|brulures)\b[^.!?\n]{0,25}\b(?:bras|poignets?|cuisses?|ventre|jambes?|peau|expres|volontairement)\b|\bme scarifi(?:ais|ait|e|es|ee|ees|ai|ant)\b|\b(?:recommence|arrete|arreter|recommencer) (?:a|de) me (?:couper|scarifier)\b(?! (?:les cheveux|les ongles|la frange))|\bje me (?:fais|faisais|suis fait|suis faite) du mal\b(?=[^.!?\n]{0,30}\b(?:cutter|lame|lames|rasoir|couteau|compas|le soir|la nuit|expres|depuis|encore|en cachette|sur les bras|aux bras)\b)/g },
  { lang: 'de', keys: ['geschnitten', 'schneide', 'verbrannt', 'verbrenne', 'ritzen', 'verletzen'], kind: 'self-harm', person: true, negatable: true, unless: /\b(?:kochen|gekocht|rasier[a-z]*|papier|gemuse|zwiebel[a-z]*|aus versehen|versehentlich|sonne|sonnenbrand|herd|bugeleisen)\b/, re: /\bmich (?:wieder|immer noch|absichtlich|heimlich|jeden abend)\b[^.!?\n]{0,20}\b(?:geschnitten|schneide|schneiden|verbrannt|verbrenne|verbrennen)\b|\b(?:schneide|verbrenne) mich (?:wieder|immer noch|absichtlich|heimlich|jeden abend)\b|\b(?:angefangen|aufgehort|aufzuhoren),? mich (?:zu ritzen|zu schneiden|selbst zu verletzen)\b/g },
  { lang: 'es', keys: ['quem'], kind: 'self-harm', person: true, negatable: true, unless: /\b(?:sin querer|sin darme cuenta|accidente|cocin[a-z]*)\b/, re: /\bme (?:quemaba|quemo|queme|he quemado|estoy quemando|estaba quemando)\b[^.!?\n]{0,30}\b(?:cigarr(?:o|illo)s?|mechero|encendedor)\b/g },
  { lang: 'pt', keys: ['queim'], kind: 'self-harm', person: true, negatable: true, unless: /\b(?:sem querer|acidente|cozinh[a-z]*)\b/, re: /\bme (?:queimava|queimo|queimei|queimando)\b[^.!?\n]{0,30}\b(?:cigarros?|isqueiro)\b/g },
  { lang: 'de', keys: ['zigarette', 'feuerzeug'], kind: 'self-harm', person: true, negatable: true, unless: /\b(?:aus versehen|versehentlich|unfall)\b/, re: /\b(?:mich|mir)\b[^.!?\n]{0,30}\b(?:zigaretten?|feuerzeug)\b[^.!?\n]{0,20}\b(?:verbrannt|verbrenne|verbrannte|ausgedruckt|ausdrucke)\b|\b(?:verbrenne|verbrannte) mich\b[^.!?\n]{0,30}\b(?:zigaretten?|feuerzeug)\b/g },
  // An overdose taken, told as past: an attempt, which the policy answers like past self-harm.
  { lang: 'pt', keys: ['demais', 'overdose'], kind: 'method', person: true, unless: /\b(?:gripe|dor de cabeca|febre|sem querer|por engano|confundi|cafe)\b/, re: /\b(?:tomei|engoli)\b[^.!?\n]{0,10}\b(?:remedio|remedios|comprimidos|pilulas|calmantes)\b[^.!?\n]{0,15}\bdemais\b|\b(?:tomei|tive) uma overdose\b/g },
  { lang: 'es', keys: ['de mas', 'demasiad', 'monton de', 'sobredosis'], kind: 'method', person: true, unless: /\b(?:gripe|dolor de cabeza|fiebre|sin querer|por error|me equivoque|cafe)\b/, re: /\b(?:me tome|tome|trague|me trague)\b[^.!?\n]{0,10}\b(?:demasiadas|un monton de) (?:pastillas|pildoras|comprimidos|calmantes|somniferos)\b|\b(?:me tome|tome|trague)\b[^.!?\n]{0,10}\b(?:pastillas|pildoras|comprimidos|calmantes)\b[^.!?\n]{0,10}\bde mas\b|\b(?:tuve|me tome) una sobredosis\b/g },
  { lang: 'fr', keys: ['trop de', 'overdose', 'surdose'], kind: 'method', person: true, unless: /\b(?:grippe|mal de tete|fievre|par erreur|sans faire expres|par accident|cafe)\b/, re: /\bj'(?:ai|avais) (?:pris|avale)\b[^.!?\n]{0,10}\btrop de (?:medicaments|cachets|comprimes|pilules|somniferes)\b|\bj'ai fait une (?:overdose|surdose)\b/g },
  { lang: 'de', keys: ['zu viele', 'zuviele', 'uberdosis'], kind: 'method', person: true, unless: /\b(?:versehentlich|aus versehen|kopfschmerz[a-z]*|grippe|fieber)\b/, re: /\b(?:zu viele|zuviele) (?:tabletten|pillen|schlaftabletten|medikamente) (?:geschluckt|genommen|eingenommen)\b|\b(?:eine )?uberdosis (?:genommen|geschluckt)\b/g },
  // Pills put by: a means kept ready (not pills to hand back or to keep from children).
  { lang: 'es', keys: ['pastillas', 'pildoras', 'comprimidos', 'somniferos', 'calmantes', 'medicamentos'], kind: 'method', re: /\b(?:juntando|he juntado|junte|guardando|he guardado|escondiendo|escondi|he escondido|acumulando|he acumulado)\b[^.!?\n]{0,25}\b(?:pastillas|pildoras|comprimidos|somniferos|calmantes|medicamentos)\b(?! (?:para|pa) (?:donar|devolver|la farmacia|reciclar))/g },
  { lang: 'pt', keys: ['remedios', 'comprimidos'], kind: 'method', re: /\b(?:tenho|tinha) (?:guardado|juntado|escondido|acumulado)\b[^.!?\n]{0,25}\b(?:remedios|comprimidos)\b(?! (?:para|pra) (?:doar|devolver|a farmacia))/g },
  { lang: 'fr', keys: ['medicaments', 'cachets', 'comprimes', 'pilules', 'somniferes'], kind: 'method', re: /\b(?:mis de cote|mets de cote|mettre de cote|cache|cachais|planque|planquais|accumule|accumulais|amasse|amassais)\b[^.!?\n]{0,25}\b(?:medicaments|cachets|comprimes|pilules|somniferes)\b(?! pour (?:la pharmacie|les rapporter|les donner|les jeter))/g },
  { lang: 'de', keys: ['tabletten', 'pillen', 'medikamente'], kind: 'method', unless: /\b(?:apotheke|zuruckgeben|entsorgen|spende[a-z]*|kinder[a-z]*)\b/, re: /\b(?:sammle|sammel|gesammelt|gehortet|horte|gebunkert|bunkere|verstecke|versteckt|zur seite gelegt|beiseitegelegt|beiseite gelegt)\b[^.!?\n]{0,25}\b(?:tabletten|pillen|schlaftabletten|medikamente)\b|\b(?:tabletten|pillen|schlaftabletten|medikamente)\b[^.!?\n]{0,25}\b(?:gesammelt|gehortet|gebunkert|versteckt|zur seite gelegt|beiseitegelegt|beiseite gelegt)\b/g },
  // A day chosen, with nothing after it: "the day of the wedding" names what the day is for.
  { lang: 'es', keys: [' el dia'], kind: 'plan', unless: /\b(?:boda|fiesta|mudanza|viaje|examen|cumpleanos|vacaciones)\b/, re: /\bya (?:elegi|decidi|escogi|tengo elegido|tengo decidido|he elegido|he decidido) el dia\b(?=\s*(?:[.,;!?\n]|$))/g },
  { lang: 'pt', keys: ['o dia'], kind: 'plan', unless: /\b(?:casamento|festa|mudanca|viagem|prova|aniversario|ferias|cha)\b/, re: /\b(?:ja )?(?:decidi|escolhi|marquei) o dia\b(?=\s*(?:[.,;!?\n]|$))/g },
  { lang: 'fr', keys: ['le jour', 'la date'], kind: 'plan', unless: /\b(?:mariage|fete|demenagement|voyage|examen|anniversaire|vacances|soiree)\b/, re: /\bj'ai (?:deja )?(?:choisi|fixe|decide|arrete) (?:le jour|la date)\b(?=\s*(?:[.;!?\n]|$))/g },
  { lang: 'de', keys: ['den tag', 'das datum'], kind: 'plan', unless: /\b(?:hochzeit|feier|party|umzug|urlaub|reise|prufung|geburtstag)\b/, re: /\b(?:hab|habe|ich) (?:mir )?(?:schon |bereits |auch )?(?:den tag|das datum) (?:schon |bereits )?(?:ausgesucht|gewahlt|festgelegt|entschieden)\b(?=\s*(?:[.,;!?\n]|$))/g },
  // Belongings given away, and "I won't need them any more": not a move or a baby outgrowing clothes.
  { lang: 'pt', keys: ['precisar'], kind: 'plan', needs: /\bminhas coisas\b|\btudo (?:o )?que (?:eu )?tenho\b/, needsReach: 2, unless: /\b(?:mudan[a-z]*|mudando|mudar|viagem|intercambio|apartamento|bebe|inverno|verao)\b/, re: /\bnao vou (?:mais )?precisar (?:mais )?(?:delas|deles|disso|dessas coisas)(?: mais)?(?=\s*(?:[.,;!?\n]|$))/g },
  { lang: 'es', keys: ['necesitar'], kind: 'plan', needs: /\bmis cosas\b|\btodo lo que tengo\b/, needsReach: 2, unless: /\b(?:mudanza|mudo|viaje|piso|bebe|invierno|verano)\b/, re: /\b(?:ya )?no (?:las|los|lo) voy a necesitar(?: mas)?(?=\s*(?:[.,;!?\n]|$))|\bno voy a necesitar(?:las|los|lo)(?: mas)?(?=\s*(?:[.,;!?\n]|$))/g },
  { lang: 'fr', keys: ['besoin'], kind: 'plan', needs: /\bmes (?:affaires|choses)\b|\btout ce que j'ai\b/, needsReach: 2, unless: /\b(?:demenag[a-z]*|voyage|bebe|hiver|ete)\b/, re: /\bj(?:e n)?'en aurais? plus besoin\b(?=\s*(?:[.,;!?\n]|$))/g },
  { lang: 'de', keys: ['nicht mehr'], kind: 'plan', needs: /\bmeine (?:sachen|sieben sachen)\b|\balles,? was ich habe\b/, needsReach: 2, unless: /\b(?:umzug|ziehen|ziehe|wohnung|urlaub|baby)\b/, re: /\b(?:brauch|brauche) ich (?:eh |ja |sowieso )?nicht mehr\b(?=\s*(?:[.,;!?\n]|$))|\bwerde ich (?:eh |ja |sowieso )?nicht mehr brauchen\b/g },
  // A goodbye said so that the other would not notice, and "she won't see me again" after a last message.
  { lang: 'pt', keys: ['me despedi'], kind: 'farewell', re: /\bme despedi\b[^.!?\n]{0,40}\bsem (?:que )?(?:ela|ele|eles|elas|ninguem) (?:perceber|percebesse|saber|soubesse|notar|notasse)\b/g },
  { lang: 'es', keys: ['me despedi'], kind: 'farewell', re: /\bme despedi\b[^.!?\n]{0,40}\bsin que (?:(?:ella|el_|ellos|ellas|nadie) )?(?:se |lo )?(?:supiera|supieran|notara|notaran|diera cuenta|dieran cuenta|enterara|sospechara)\b/g },
  { lang: 'fr', keys: ['au revoir', 'adieu'], kind: 'farewell', re: /\bj'ai dit (?:au revoir|adieu)\b[^.!?\n]{0,40}\bsans (?:qu'(?:il|elle|ils|elles)|que (?:personne|mes proches)) (?:ne )?(?:le sache|le sachent|s'en rende compte|s'en rendent compte|s'en doute|comprenne|remarque)\b/g },
  { lang: 'de', keys: ['verabschiedet'], kind: 'farewell', re: /\bmich\b[^.!?\n]{0,40}\bverabschiedet,? ohne dass (?:sie|er|es|jemand|die|meine [a-z]+) (?:es )?(?:merkt|gemerkt hat|merkte|weiss|wusste|ahnt|ahnte)\b/g },
  { lang: 'es', keys: ['vuelva a ver', 'vuelvan a ver'], kind: 'farewell', needs: /\b(?:mensaje|carta|perdone|perdon|despedi|despedia|despedirme)\b/, unless: /\b(?:mudo|mudanza|viaje|vuelo|me voy a vivir)\b/, re: /\bno creo (?:que|q) (?:me )?(?:vuelva|vuelvan) a ver(?:me)?\b(?=\s*(?:[.,;!?\n]|$))/g },
  { lang: 'pt', keys: ['me ver'], kind: 'farewell', needs: /\b(?:mensagem|carta|perdoe|perdao|despedi|despedia|me despedir)\b/, unless: /\b(?:mudando|mudanca|viagem|voo|intercambio)\b/, re: /\b(?:acho|creio) (?:que|q) (?:ela|ele|eles|elas) nao (?:vai|vao) me ver (?:de novo|mais|outra vez)\b/g },
  { lang: 'fr', keys: ['reverr'], kind: 'farewell', needs: /\b(?:message|lettre|pardonne|pardon|adieu|au revoir)\b/, unless: /\b(?:demenag[a-z]*|voyage|vol|avion)\b/, re: /\b(?:ne me reverr(?:a|ont) (?:plus|jamais)|qu'(?:il|elle|ils|elles|on) me reverr(?:a|ont))\b/g },
  { lang: 'de', keys: ['wird mich', 'werden mich'], kind: 'farewell', needs: /\b(?:nachricht|brief|verzeih[a-z]*|verabschiedet|abschied)\b/, unless: /\b(?:umzug|ziehe|auswander[a-z]*|flug)\b/, re: /\b(?:wird|werden) mich (?:nicht mehr|nie mehr|nie wieder|nicht wieder) (?:wiedersehen|sehen|wieder sehen)\b/g },
  // Someone asked to look after a pet or a child "if something happens to me", with no operation or journey named.
  { lang: 'pt', keys: ['acontecer'], kind: 'plan', unless: /\b(?:cirurgia|operacao|viagem|parto|hospital|exame|voo|aviao|biopsia)\b/, re: /\b(?:combinei|pedi|deixei combinado|deixei tudo|organizei|acertei)\b[^.!?\n]{0,50}\bse (?:me )?acontecer (?:alguma coisa|algo|qualquer coisa)\b/g },
  { lang: 'es', keys: ['me pasa'], kind: 'plan', unless: /\b(?:cirugia|operacion|viaje|parto|hospital|vuelo|avion|biopsia)\b/, re: /\b(?:le pedi|les pedi|quede con|deje (?:todo )?arreglado|organice|arregle)\b[^.!?\n]{0,50}\b(?:por )?si me (?:pasa|pasara|pasase) algo\b/g },
  { lang: 'fr', keys: ["m'arriv"], kind: 'plan', unless: /\b(?:operation|chirurgie|voyage|accouchement|hopital|vol|avion|biopsie)\b/, re: /\bj'ai (?:tout )?(?:demande|organise|prevu|arrange|regle)\b[^.!?\n]{0,50}\bs'il m'arriv(?:e|ait) (?:quelque chose|un truc)\b/g },
  { lang: 'de', keys: ['passiert', 'zustosst'], kind: 'plan', unless: /\b(?:op|operation|reise|geburt|krankenhaus|flug|biopsie)\b/, re: /\b(?:gebeten|ausgemacht|abgesprochen|organisiert|geregelt|vereinbart)\b[^.!?\n]{0,50}\bfalls mir (?:was|etwas) (?:passiert|zustosst)\b|\bfalls mir (?:was|etwas) (?:passiert|zustosst)\b[^.!?\n]{0,50}\b(?:gebeten|ausgemacht|abgesprochen|organisiert|geregelt|vereinbart)\b/g },
];

/** A lead-in that opens a sentence without being its subject: "En el sueño", "No sonho", "Im Traum". */
const LEAD_IN = /^(?:(?:en (?:el|mi|ese|aquel) sueno|no (?:meu )?sonho|num sonho|dans (?:le|mon) reve|im traum|in meinem traum|anoche|ontem a noite|cette nuit|letzte nacht|de repente|entonces|entao|alors|despues|depois|puis|dann|plotzlich|soudain)\s*,?\s*)+/;
const CONJUNCTIONS = new Set('y e pero mas que cuando quando mientras enquanto porque entonces entao luego depois despues et mais quand puis alors und aber als dass wie dann weil , ;'.split(' '));
const DETERMINERS: Record<Lang, ReadonlySet<string>> = {
  es: new Set('el la los las un una mi su tu mis sus este esta ese esa aquel aquella'.split(' ')),
  pt: new Set('o a os as um uma meu minha seu sua esse essa este esta aquele aquela'.split(' ')),
  fr: new Set("un une le la les l' mon ma mes son sa ses ce cet cette".split(' ')),
  de: new Set('ein eine einer der die das mein meine sein seine dieser diese jener'.split(' ')),
};
/** Nouns that follow an article in a sentence adverb, not a subject: "la verdad es que", "la neta", "às vezes", "a verdade é que". */
const DISCOURSE_NOUNS: ReadonlySet<string> = new Set(['verdad', 'verdade', 'neta', 'vezes']);
const DREAMER_PRONOUNS = new Set(['yo', 'eu', 'je', 'ich']);
const OTHER_PRONOUNS: Record<Lang, ReadonlySet<string>> = {
  // "el_" is the Spanish pronoun "él" (see foldSentence).
  es: new Set('ella ellos ellas usted ustedes alguien nadie quien el_'.split(' ')),
  pt: new Set('ele ela eles elas voce voces alguem ninguem quem'.split(' ')),
  fr: new Set("il elle ils elles on tu vous qui quelqu'un personne".split(' ')),
  // "sie" is left out: it is also "her" or "them" as an object.
  de: new Set('er man jemand du ihr niemand wer'.split(' ')),
};
const ES_PT_FIRST_PERSON = new RegExp(String.raw`^(?:${ES_1SG}|${PT_1SG}|me (?:quiero|queria|quise|tome|trague|corte|cortaba)|no (?:quiero|quise)|nao (?:quero|quis)|tome|trague|tomei|engoli|escrevi|escribi|deje|deixei|me jogar|me atirar)\b`);

/**
 * Whose wish or act the match is: the nearest subject before it (or inside it, as in "wollte ich
 * sterben") wins. A subject is a pronoun, or a determiner and noun opening a clause ("un hombre
 * quería matarme"; not "vi el mar y quería morir", where "el mar" is an object). French and German
 * always name the subject, so they need "je"/"ich"; Spanish and Portuguese drop it, so no subject
 * at all means the dreamer, and a first-person verb form ("quiero", "tomei") settles it.
 */
function dreamerSpeaks(lang: Lang, before: string, match: string): boolean {
  if ((lang === 'es' || lang === 'pt') && ES_PT_FIRST_PERSON.test(match)) return true;
  const words = `${before.replace(LEAD_IN, '')} ${match}`.replace(PAUSE_MARK, ' $1 ').split(SPACES).filter(Boolean);
  let last: 'dreamer' | 'other' | null = null;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (DREAMER_PRONOUNS.has(w) || w.startsWith("j'")) last = 'dreamer';
    else if (OTHER_PRONOUNS[lang].has(w)) last = 'other';
    else if (DETERMINERS[lang].has(w) && words[i + 1] && !CONJUNCTIONS.has(words[i + 1]!) && !DISCOURSE_NOUNS.has(words[i + 1]!) && (i === 0 || CONJUNCTIONS.has(words[i - 1]!))) last = 'other';
  }
  // "Hab mich als Teenager geritzt": spoken German drops the "ich", and a reflexive "mich" with no
  // other subject before it in its clause ("hat die Katze mich geritzt") is the writer's own.
  if (lang === 'de' && last === null && /^(?:mich|mir)\b/.test(match.trim())) {
    const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1).split(SPACES);
    if (!clause.some((w) => DETERMINERS.de.has(w) || OTHER_PRONOUNS.de.has(w))) return true;
  }
  if (lang === 'fr' || lang === 'de') return last === 'dreamer';
  return last !== 'other';
}

/**
 * Which rules have one of their keys in a sentence, found in one pass over it. The phrase rules run
 * on every dream, English ones too, and testing each rule's keys with `includes` read every sentence
 * a few hundred times; here each position costs one table read. Keys are bucketed by their first two
 * characters (all are ASCII, being folded); any other key is tested with `includes`.
 */
class RuleKeys {
  /** Keys by their two-character prefix (c0 * 128 + c1): an array read, where most prefixes start no key. */
  private readonly byPrefix: ({ key: string; rule: number }[] | undefined)[] = new Array(128 * 128).fill(undefined);
  private readonly others: { key: string; rule: number }[] = [];

  constructor(keysOfRules: readonly (readonly string[])[]) {
    keysOfRules.forEach((keys, rule) => {
      for (const key of keys) {
        const prefix = key.length >= 2 ? asciiPair(key, 0) : -1;
        if (prefix < 0) {
          this.others.push({ key, rule });
          continue;
        }
        const bucket = this.byPrefix[prefix];
        if (bucket) bucket.push({ key, rule });
        else this.byPrefix[prefix] = [{ key, rule }];
      }
    });
  }

  /** Sets `found[r]` to 1 for every rule r with a key in the text, and to 0 for the others. */
  find(text: string, found: Uint8Array): void {
    found.fill(0);
    for (let i = 0; i + 1 < text.length; i += 1) {
      const prefix = asciiPair(text, i);
      const bucket = prefix < 0 ? undefined : this.byPrefix[prefix];
      if (!bucket) continue;
      for (let k = 0; k < bucket.length; k += 1) {
        const { key, rule } = bucket[k]!;
        if (text.startsWith(key, i)) found[rule] = 1;
      }
    }
    for (const { key, rule } of this.others) if (text.includes(key)) found[rule] = 1;
  }
}

/** The two characters at i as one number, or -1 when either is not ASCII. */
function asciiPair(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  return a < 128 && b < 128 ? a * 128 + b : -1;
}

const RULE_KEYS = new RuleKeys(rules.map((r) => r.keys));

/** How far back from a phrase its subject and negation are looked for: a clause, not the whole sentence. */
const LOOK_BACK = 120;
/** Candidates one pattern may try in one sentence: keeps a long run-on sentence linear, not quadratic. */
const MAX_TRIES = 8;

/** Whether sentence s or one of the `reach` sentences before it says this. */
function saysNear(re: RegExp, sentences: readonly string[], s: number, reach: number): boolean {
  for (let i = s; i >= Math.max(0, s - reach); i -= 1) if (re.test(sentences[i]!)) return true;
  return false;
}

/** Every distress signal in a text, read as Spanish, German, French and Portuguese. */
export function phraseSignals(text: string): Signal[] {
  const sentences = foldSentence(text).split(SENTENCE_BREAK);
  const out: Signal[] = [];
  const keyed = new Uint8Array(rules.length);
  for (let s = 0; s < sentences.length; s += 1) {
    const sentence = sentences[s]!;
    RULE_KEYS.find(sentence, keyed);
    for (let r = 0; r < rules.length; r += 1) {
      const rule = rules[r]!;
      if (!keyed[r]) continue;
      let tries = 0;
      for (const m of sentence.matchAll(rule.re)) {
        if (++tries > MAX_TRIES) break;
        const at = m.index ?? 0;
        const match = m[0];
        // From the sentence's start when it is near, so a lead-in ("En el sueño") is still recognised.
        const before = sentence.slice(Math.max(0, at - LOOK_BACK), at);
        if (rule.negatable) {
          const lead = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1).trim().split(SPACES).slice(-3).join(' ');
          if (NEGATORS[rule.lang].test(match) || NEGATORS[rule.lang].test(lead)) continue;
        }
        if (rule.person && !dreamerSpeaks(rule.lang, before, match)) continue;
        if (rule.pleasure) {
          const window = `${sentences[s - 1] ?? ''} ${sentence} ${sentences[s + 1] ?? ''}`;
          if (PLEASURE[rule.lang].test(window) && !DEATH[rule.lang].test(window)) continue;
        }
        if (rule.needs && !saysNear(rule.needs, sentences, s, rule.needsReach ?? 1)) continue;
        if (rule.unless?.test(sentence)) continue;
        out.push({ kind: rule.kind, lang: rule.lang, evidence: match.trim() });
        if (out.length >= MAX_SIGNALS) return out;
        break;
      }
    }
  }
  return out;
}

/** Frequent function words, to tell which language a phrase that two languages share was written in. */
const FUNCTION_WORDS: Record<Lang, ReadonlySet<string>> = {
  es: new Set('el la los las que y en un una con por pero mi yo estaba muy del se lo como mas sueno sone habia era'.split(' ')),
  pt: new Set('o a os as que e em um uma com por mas eu meu minha estava muito do da no na nao sonho sonhei tinha era'.split(' ')),
  fr: new Set('le la les et je un une des dans mais mon ma pas ne etait avec du au reve suis qui'.split(' ')),
  de: new Set('der die das und ich ein eine nicht mit war mein meine auf zu ist im traum den dem sich'.split(' ')),
};

/** Of `candidates`, the language whose function words the text uses most. */
export function likeliestLanguage(text: string, candidates: readonly Lang[]): Lang | null {
  if (candidates.length <= 1) return candidates[0] ?? null;
  const words = foldText(text).split(NON_WORD);
  let best: Lang | null = null;
  let bestCount = -1;
  for (const lang of candidates) {
    const set = FUNCTION_WORDS[lang];
    const count = words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0);
    if (count > bestCount) {
      best = lang;
      bestCount = count;
    }
  }
  return best;
}

const ENGLISH_FUNCTION_WORDS = new Set('the and i to my of a in was it that is with he she we you they had have for not this were but me'.split(' '));
const LANGS: readonly Lang[] = ['es', 'pt', 'fr', 'de'];

/**
 * The language of a post written mostly in Spanish, Portuguese, French or German (by its function
 * words against English ones), or null for an English or mixed post: the support paragraph then
 * adds that language when the finding came from the whole post rather than from a phrase.
 */
export function dominantForeignLanguage(text: string): Lang | null {
  const words = foldText(text).split(NON_WORD);
  const english = words.reduce((n, w) => n + (ENGLISH_FUNCTION_WORDS.has(w) ? 1 : 0), 0);
  const best = likeliestLanguage(text, LANGS);
  if (!best) return null;
  const count = words.reduce((n, w) => n + (FUNCTION_WORDS[best].has(w) ? 1 : 0), 0);
  return count >= 3 && count > 1.5 * english ? best : null;
}
