/**
 * The dream's cast by the part each plays in its plot: who pursues, what is sought, what is
 * given, what turns into what. Each is found only from who does what to whom in the clauses;
 * when the grammar does not show it, the slot stays empty and the phrasings that need it are
 * not used.
 */
import { PART_OF, type SymbolHit } from '../symbols';
import { isPluralToken } from '../structure/mentions';
import type { Clause, Mention } from '../structure/types';
import { imageTerms, tellClause, type ReadingContext } from './context';
import { agreement, nounPhrase, phraseStart, spanPhrase, type NounPhrase } from './noun-phrases';

/** A role's noun phrase and whether it takes a plural verb. */
export interface Role {
  text: string;
  plural: boolean;
}

export interface Cast {
  pursuer: Role | null;
  sought: Role | null;
  gift: Role | null;
  found: Role | null;
  from: Role | null;
  into: Role | null;
  setting: Role | null;
  /** "on" or "at" where the dream puts the dreamer so ("on the beach", "at the station"): said so, not "in". */
  settingPrep: string | null;
  figure: Role | null;
  central: Role | null;
  /** The pursuer later does the dreamer a kindness: lies down beside them, holds them, guards them. */
  befriended: boolean;
  /** The dream's last event, retold. */
  end: string | null;
  /** The turn, retold. */
  turn: string | null;
  /** The first moment of pursuit, retold ("you could hear it crashing through the bushes right behind you"). */
  pursuit: string | null;
  centralGender: 'male' | 'female' | 'any' | null;
}

/** A noun phrase for any token the dreamer wrote, symbol or not ("the combination", "your locker"). */
const role = (np: NounPhrase): Role => ({ text: np.definite, plural: np.plural });
const short = (np: NounPhrase): Role => ({ text: np.short, plural: np.plural });
/** Owners that make a person someone else's relation, not one the dreamer meets ("his father", "their mum"). */
const OTHERS_OWN = new Set(['his', 'her', 'their']);

function phraseAt(ctx: ReadingContext, head: number | null): Role | null {
  if (head === null) return null;
  const t = ctx.tokens[head];
  if (!t || (t.pos !== 'NOUN' && t.pos !== 'PROPN')) return null;
  const m = ctx.drama.mentions.find((x) => head >= x.start && head < x.end && !x.viaPronoun);
  if (m) return role(nounPhrase(ctx.tokens, m));
  return role(spanPhrase(ctx.tokens, head, head + 1, isPluralToken(t)));
}

function subjectPhrase(ctx: ReadingContext, c: Clause): Role | null {
  const m = ctx.drama.mentions.find((x) => x.clause === c.index && x.role === 'subject' && (x.hit.entry.kind === 'figure' || x.hit.entry.kind === 'animal'));
  if (m) {
    const first = ctx.drama.mentions.find((x) => x.hit === m.hit && !x.viaPronoun) ?? m;
    return role(nounPhrase(ctx.tokens, first));
  }
  return phraseAt(ctx, c.subjectHead);
}

const PLACE_SEARCHED = new Set(['search', 'hunt', 'look']);

/** "searched the house", "searched all my pockets": a search whose object is where one looks. */
function searchesPlace(ctx: ReadingContext, c: Clause): boolean {
  return c.verb !== null && PLACE_SEARCHED.has(c.verbLemma) && ctx.tokens[c.verb + 1]?.normal !== 'for';
}

/** The thing after "looking for", "searching for", "trying to find" in a clause. */
function soughtIn(ctx: ReadingContext, c: Clause): Role | null {
  for (let i = c.start; i < c.end - 1; i += 1) {
    const t = ctx.tokens[i];
    if (!t || !['look', 'search', 'hunt', 'find', 'lose', 'seek'].includes(t.lemma) || t.pos !== 'VERB') continue;
    let j = i + 1;
    if (ctx.tokens[j]?.normal === 'for') j += 1;
    // "I searched all my pockets": what is searched without "for" is the place, not the thing sought.
    else if (PLACE_SEARCHED.has(t.lemma)) continue;
    while (j < c.end && ['DET', 'ADJ', 'PRON', 'NUM'].includes(ctx.tokens[j]?.pos ?? '') && ctx.tokens[j]?.pos !== 'NOUN') {
      if (ctx.tokens[j]?.pos === 'PRON' && !['my', 'his', 'her', 'their', 'our'].includes(ctx.tokens[j]?.normal ?? '')) break;
      j += 1;
    }
    while (j + 1 < c.end && ctx.tokens[j + 1]?.pos === 'NOUN') j += 1;
    // "my mum's wedding ring": what is sought is the ring, not its owner.
    if (ctx.tokens[j + 1]?.normal === "'s" || ctx.tokens[j]?.possessive) {
      j += ctx.tokens[j + 1]?.normal === "'s" ? 2 : 1;
      while (j + 1 < c.end && (ctx.tokens[j]?.pos === 'ADJ' || ctx.tokens[j + 1]?.pos === 'NOUN')) j += 1;
    }
    const p = phraseAt(ctx, j);
    if (p) return p;
  }
  return null;
}

function flownOver(ctx: ReadingContext): Role | null {
  for (const c of ctx.story) {
    if (!c.verbClasses.includes('fly') || c.subject !== 'dreamer') continue;
    for (let i = (c.verb ?? c.start) + 1; i < c.end - 1; i += 1) {
      if (!['over', 'above', 'across'].includes(ctx.tokens[i]?.normal ?? '')) continue;
      let j = i + 1;
      while (j < c.end && ['DET', 'ADJ', 'PRON'].includes(ctx.tokens[j]?.pos ?? '')) j += 1;
      if (ctx.tokens[j]?.pos === 'NOUN') return phraseAt(ctx, j);
    }
  }
  return null;
}

function phraseStartOf(ctx: ReadingContext, m: { start: number }): number {
  return phraseStart(ctx.tokens, m);
}

const longEnough = (t: string | null): string | null => (t && t.split(' ').length >= 4 ? t : null);

/** What a figure does to someone it is with, not against: "it lay down next to me", "she hugged me". */
const KIND_DEEDS = new Set(['lie', 'lay', 'hug', 'lick', 'nuzzle', 'protect', 'guard', 'smile', 'help', 'comfort', 'curl', 'snuggle', 'cuddle', 'wag', 'purr', 'kiss', 'hold', 'stroke', 'rescue', 'save', 'nestle', 'lean', 'rest']);

/**
 * Does the one who pursued the dreamer turn kind later in the dream ("a black dog was following me …
 * then it lay down next to me")? Only the same figure counts, named again or as "it" or "he".
 */
function turnsKind(ctx: ReadingContext, pursuitClause: number, named?: Mention): boolean {
  const m = named ?? ctx.drama.mentions.find((x) => x.clause === pursuitClause && (x.role === 'subject' || x.role === 'object') && (x.hit.entry.kind === 'figure' || x.hit.entry.kind === 'animal'));
  if (!m) return false;
  return ctx.drama.mentions.some((x) => {
    const c = ctx.drama.clauses[x.clause];
    return x.hit === m.hit && x.clause > pursuitClause && x.role === 'subject' && Boolean(c) && !c?.negated && !c?.irrealis && KIND_DEEDS.has(c?.verbLemma ?? '');
  });
}

const LOWER_WORD = /^[a-z]+$/;
/** Nouns that, after a place word, are a part of that place, so the dreamer is still in it ("the school cafeteria"). */
const PLACE_HEADS = new Set(['cafeteria', 'canteen', 'corridor', 'hallway', 'lobby', 'playground', 'gym', 'library', 'bathroom', 'toilet', 'toilets', 'parking', 'lot', 'building', 'grounds', 'field', 'office', 'classroom', 'lab', 'ward', 'chapel', 'square', 'park', 'pool', 'shop', 'store', 'station', 'platform', 'market', 'area', 'block', 'tower', 'steps']);

/**
 * "in roads maintenance", "in school uniform": a place word followed by a noun of another kind
 * only describes that noun, and the dreamer is not in the place. "in the school cafeteria" is
 * still a place, the cafeteria.
 */
export function headsPlace(ctx: ReadingContext, m: Mention): boolean {
  const next = ctx.tokens[m.end];
  if (!next || next.pos !== 'NOUN' || !LOWER_WORD.test(next.normal)) return true;
  if (PART_OF.has(next.lemma) || PLACE_HEADS.has(next.lemma)) return true;
  return ctx.drama.mentions.some((x) => x.start === m.end && x.hit.entry.kind === 'place');
}

export function readCast(ctx: ReadingContext): Cast {
  const { drama, story } = ctx;
  let pursuer: Role | null = null;
  let sought: Role | null = null;
  let gift: Role | null = null;
  let from: Role | null = null;
  let into: Role | null = null;
  let found: Role | null = null;
  let befriended = false;
  for (const c of story) {
    const v = c.verbClasses;
    // "my mom would literally kill me": a threat only supposed, the way one speaks, pursues no one.
    if (!pursuer && c.subject === 'other' && !supposed(ctx, c) && (c.object === 'dreamer' || c.pursuit) && (v.includes('chase') || v.includes('attack') || c.pursuit)) {
      pursuer = subjectPhrase(ctx, c);
      befriended = pursuer !== null && turnsKind(ctx, c.index);
    }
    // "I could hear him coming down behind me": the pursuer is the one heard or seen behind.
    if (!pursuer && c.subject === 'dreamer' && c.pursuit && c.object === 'other') {
      pursuer = phraseAt(ctx, c.objectHead);
      befriended = pursuer !== null && turnsKind(ctx, c.index);
    }
    // "so I wouldn't lose it", "I didn't want to lose him": a loss feared or denied is no search.
    const lost = v.includes('lose') && !c.negated && !c.irrealis;
    if (!sought && c.subject === 'dreamer' && (v.includes('search') || (v.includes('find') && (c.negated || c.irrealis)) || lost)) sought = soughtIn(ctx, c) ?? (searchesPlace(ctx, c) ? null : phraseAt(ctx, c.objectHead));
    if (!gift && c.subject !== 'dreamer' && v.includes('give') && !c.negated) gift = phraseAt(ctx, c.objectHead);
    // What is finally found ("found a golden key in the sand"), the last find of the dream.
    if (c.subject === 'dreamer' && v.includes('find') && !c.negated && !c.irrealis) found = phraseAt(ctx, c.objectHead) ?? found;
    if (!from && v.includes('transform') && !c.negated) {
      from = c.subject === 'dreamer' ? { text: 'you', plural: true } : subjectPhrase(ctx, c);
      into = phraseAt(ctx, c.objectHead);
    }
  }
  // "I realised a big black dog was following me": a pursuit the grammar gives no subject still has
  // its creature, and whether it turns kind later is the dream's point.
  if (!befriended) {
    // "I know there's a wolf behind me… it keeps following": a figure that follows counts without its object.
    const chase = story.find((c) => c.pursuit || (c.object === 'dreamer' && (c.verbClasses.includes('chase') || c.verbClasses.includes('attack'))) || (c.subject === 'other' && c.verbClasses.includes('chase') && !c.negated));
    const m = chase ? drama.mentions.find((x) => x.clause === chase.index && (x.hit.entry.kind === 'figure' || x.hit.entry.kind === 'animal')) : undefined;
    if (chase && m && turnsKind(ctx, chase.index, m)) {
      befriended = true;
      pursuer ??= role(nounPhrase(ctx.tokens, drama.mentions.find((x) => x.hit === m.hit && !x.viaPronoun) ?? m));
    }
  }
  // In a flying dream the setting is what lies below ("flying over my hometown").
  const below = drama.shape.primary === 'flight' ? flownOver(ctx) : null;
  // The setting is where the dreamer is ("at the old swimming pool"), not a place merely named ("my friend from high school").
  const first = drama.scenes[0];
  const opening = drama.scenes.slice(0, 2);
  // Only a place named in the dream's first two sentences sets it: "someone was asleep in the bed"
  // near the end of a one-scene dream is a place of the ending, not the dream's setting.
  const early = (m: Mention): boolean => (drama.clauses[m.clause]?.sentence ?? Infinity) <= (story[0]?.sentence ?? 0) + 1;
  const placed = drama.mentions.find((m) => opening.some((sc) => m.clause >= sc.first && m.clause <= sc.last) && early(m) && m.hit.entry.kind === 'place' && headsPlace(ctx, m) && !m.negated && !m.viaPronoun && ['at', 'in', 'inside', 'on', 'into', 'outside'].includes(ctx.tokens[phraseStartOf(ctx, m) - 1]?.normal ?? ''));
  const firstSetting = first?.setting && early(first.setting) && headsPlace(ctx, first.setting) ? first.setting : null;
  const settingMention = placed ?? firstSetting;
  const setting = below ?? (settingMention ? short(nounPhrase(ctx.tokens, settingMention)) : null);
  const prep = !below && settingMention ? ctx.tokens[phraseStartOf(ctx, settingMention) - 1]?.normal : undefined;
  const settingPrep = prep === 'on' || prep === 'at' ? prep : null;
  // The figure the dream turns around: the most important person or creature, not the first one named.
  // Someone only named as another's ("the poker his father left him") is told about, not met.
  const othersOnly = (h: SymbolHit): boolean => {
    const named = drama.mentions.filter((m) => m.hit === h && !m.viaPronoun);
    return named.length > 0 && named.every((m) => OTHERS_OWN.has(ctx.tokens[m.start - 1]?.normal ?? '') || ownerOnly(m));
  };
  // "the old boat our father had", "the house my aunt owned": someone named only as a thing's former
  // owner, in the few words that describe the thing, is not someone the dreamer meets there.
  const ownerOnly = (m: Mention): boolean => {
    const verb = ctx.tokens[m.end];
    const after = ctx.tokens[m.end + 1];
    return (verb?.normal === 'had' || verb?.normal === 'owned') && (!after || !after.isWord || after.sentence !== verb.sentence || ['and', 'but'].includes(after.normal));
  };
  const topFigure = drama.images.find((h) => (h.entry.kind === 'figure' || h.entry.kind === 'animal') && !othersOnly(h));
  const cm = drama.central?.mention;
  // A mention through a pronoun carries the place of the words it points back to: "she" after "the
  // doctor was a young woman" names the doctor, not the nurse named before her under the same image.
  const named = (m: Mention): Mention | undefined => drama.mentions.find((x) => x.hit === m.hit && !x.viaPronoun && x.start === m.start) ?? drama.mentions.find((x) => x.hit === m.hit && !x.viaPronoun);
  const firstPerson = topFigure ? (cm?.hit === topFigure && cm.viaPronoun ? named(cm) : drama.mentions.find((m) => m.hit === topFigure && !m.viaPronoun)) : undefined;
  const figure = firstPerson ? role(imageTerms(ctx, firstPerson).np) : null;
  // The central image is named again and again, so in its short form.
  // Its own words where the dream names it most tellingly ("a little girl"), not where it first passed by ("the kids").
  // "I was pregnant": a state said by an adjective is named by its noun, "the pregnancy".
  const stateOnly = cm !== undefined && ctx.tokens[cm.end - 1]?.pos === 'ADJ' && cm.hit.entry.kind === 'event';
  const central = cm ? (stateOnly ? role({ ...nounPhrase(ctx.tokens, cm), definite: `the ${cm.hit.entry.label}`, short: `the ${cm.hit.entry.label}`, introduced: `the ${cm.hit.entry.label}`, plural: false }) : short(nounPhrase(ctx.tokens, cm.viaPronoun ? (named(cm) ?? cm) : cm))) : null;
  const last = drama.ending.clause;
  const pursuitAt = story.find((c) => c.pursuit || (c.object === 'dreamer' && (c.verbClasses.includes('chase') || c.verbClasses.includes('attack'))))?.index;
  return {
    pursuer,
    befriended,
    sought,
    gift,
    found,
    from,
    into,
    setting,
    settingPrep,
    figure,
    central,
    // An elliptic last clause ("and eventually it did") cannot stand for the ending.
    end: last !== null ? longEnough(tellClause(ctx, last, 20)) : null,
    turn: drama.turn ? tellClause(ctx, drama.turn.clause, 20) : null,
    pursuit: pursuitAt !== undefined ? tellClause(ctx, pursuitAt, 18) : null,
    centralGender: cm?.hit.entry.kind === 'figure' ? (ctx.cues.gender.get(ctx.tokens[cm.end - 1]?.lemma ?? '') ?? 'any') : null,
  };
}

const SUPPOSING = new Set(['would', 'might', 'could', "'d"]);

/** A clause whose verb is only supposed: "she would kill me", "he might hit me". */
function supposed(ctx: ReadingContext, c: Clause): boolean {
  if (c.verb === null) return false;
  for (let i = c.start; i < c.verb; i += 1) if (SUPPOSING.has(ctx.tokens[i]?.normal ?? '')) return true;
  return false;
}

export function castSlots(cast: Cast): Record<string, string | null> {
  const a = agreement(cast.central?.plural ?? false, cast.centralGender === 'male' || cast.centralGender === 'female' ? cast.centralGender : null);
  // A person of unknown sex is "they" ("what would they ask you"), never "it".
  if (cast.centralGender === 'any' && !cast.central?.plural) Object.assign(a, { it: 'they', its: 'their', them: 'them' });
  return {
    pursuer: cast.pursuer?.text ?? null,
    befriended: cast.befriended ? 'yes' : null,
    sought: cast.sought?.text ?? null,
    gift: cast.gift?.text ?? null,
    found: cast.found?.text ?? null,
    from: cast.from?.text ?? null,
    into: cast.into?.text ?? null,
    setting: cast.setting?.text ?? null,
    settingPrep: cast.settingPrep,
    figure: cast.figure?.text ?? null,
    central: cast.central?.text ?? null,
    end: cast.end,
    pursuit: cast.pursuit,
    turn: cast.turn,
    cIt: a.it,
    cIs: a.is,
    cWas: a.was,
    cHas: a.has,
    cThem: a.them,
    cIts: a.its,
    cS: a.s,
  };
}

/** The role slots that take a plural verb. */
export function castPlurals(cast: Cast): Set<string> {
  const out = new Set<string>();
  for (const k of ['pursuer', 'sought', 'gift', 'found', 'from', 'into', 'setting', 'figure', 'central'] as const) if (cast[k]?.plural) out.add(k);
  return out;
}
