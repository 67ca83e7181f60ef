/**
 * The word classes the English distress rules are written in. They are classes of meaning (whose
 * wish, which act, what context), not phrases: a rule combines them over the parsed tokens, so
 * "I just wanted to die", "all I wanted was to die" and "part of me wanted to die" are one rule.
 */

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/** Subjects that are the dreamer. "we" includes the dreamer; an elliptic diary line ("Wanted to die.") has no subject and is read as the dreamer's too. */
export const DREAMER_SUBJECTS = set('i we');
/** Subjects that are somebody else; a relative pronoun points back to another person ("a man who wanted to die"). */
export const OTHER_SUBJECTS = set(
  'he she they you it someone somebody everyone everybody anyone anybody nobody people who which whoever one this that',
);
export const NEGATORS = set('not never no nor neither');

/**
 * Verbs of wanting: their complement can be a state ("to die", "to be dead", "not to wake up").
 * "ready", "about" and "going" are deliberately absent: "I thought I was going to die" is fear, not a wish.
 */
export const DESIRE_HEADS = set('want wish long yearn desire crave hope pray need wanna');
/** Verbs of intending or preparing: their complement must be an act against oneself ("ready to jump", "about to swallow"). */
export const INTENT_HEADS = set('try attempt plan decide intend mean prepare choose resolve start begin ready about going gonna tempt tempted urge');
/** Verbs taking a gerund of the act: "I thought about jumping", "I kept thinking of ending it". */
export const GERUND_HEADS = set('think consider contemplate fantasize fantasise imagine');

/** Words that may stand between a head and its complement: "all I wanted was to die", "I wanted so badly to disappear forever". */
export const FILLERS = set('just really so badly simply only desperately was is more than nothing but very much kind sort almost finally truly secretly quietly honestly still even');

/** Verbs whose object "myself" is harm without doubt, whatever the tense or frame. */
export const STRONG_SELF_HARM = set('kill hang shoot stab poison drown strangle suffocate starve slit electrocute gas overdose');
/** Verbs whose object "myself" is often an accident ("I fell and hurt myself"): they need intent, habit or a deliberate frame. */
export const WEAK_SELF_HARM = set('hurt harm cut burn injure wound hit punch scratch bruise mutilate punish');
/** Of the weak verbs, these mean deliberate harm when nothing marks an accident. */
export const WEAK_BUT_DELIBERATE = set('harm cut mutilate');
/** "kill myself laughing", "killing myself trying to finish": idioms of effort and laughter. */
export const KILL_MYSELF_IDIOM_NEXT = set('laughing laugh trying working studying over for with');
export const THROW_VERBS = set('throw hurl fling');
/** Where a thrown body lands in harm, not on the sofa: "threw myself off the bridge / in front of a bus / under a train". */
export const THROW_HARM_PREPOSITIONS = set('off from under before');
export const THROW_HARM_PLACES = set('river sea ocean lake water waves abyss void traffic flames fire canal depths sea path tracks rails road motorway highway');

/** Body parts that deliberate cutting aims at; fingers and hair are left out on purpose. */
export const CUT_VERBS = set('cut slit slash slice carve scratch burn stab gash');
export const CUT_PARTS = set('wrist wrists vein veins arm arms forearm forearms leg legs thigh thighs skin stomach belly throat chest');
export const VITAL_CUT_PARTS = set('wrist wrists vein veins throat');
export const INSTRUMENTS = set('knife blade razor razors glass scissors compass lighter cigarette gun pistol revolver shard');
export const INSTRUMENT_TARGETS = set('wrist wrists throat head temple chest neck arm arms vein veins mouth');

/** Marks of deliberate or repeated harm. */
export const INTENT_MARKERS = set('purpose deliberately purposely intentionally again repeatedly kept keep keeps started start habit');
/** Marks of an accident, read after the harm verb: "hurt myself falling", "cut myself shaving". */
export const ACCIDENT_MARKERS = set('accidentally accident accidental mistake shaving chopping slicing cooking peeling falling fell tripped slipped playing while when');

export const PILL_VERBS = set('swallow take down gulp eat empty chug drink');
export const PILL_QUANTITIES = set('all whole entire every handful bottle bottles box boxes packet packets pack jar dozens dozen lots many hundreds strip strips blister fistful');
export const DRUGS = set(
  'pill pills tablet tablets capsule capsules meds medication medications medicine medicines painkiller painkillers paracetamol aspirin ibuprofen tylenol acetaminophen sleeping antidepressant antidepressants opioid opioids oxy insulin sedative sedatives tranquilizer tranquilizers tranquillisers poison bleach antifreeze weedkiller',
);

export const FAREWELL_NOUNS = set('letter letters note notes message messages email emails video videos');
export const FAREWELL_MARKERS = set('goodbye farewell suicide');
export const WRITE_VERBS = set('write leave record send seal address finish type post draft compose hide put');

/** Heights and rails that turn "jump" or "step off" into a plan against oneself. */
export const HEIGHTS = set(
  'bridge ledge roof rooftop edge cliff balcony window tower building skyscraper tracks track train platform parapet railing overpass motorway highway abyss precipice height heights dam storey story floor top car-park',
);
/** Jumping for joy, sport or flight, read in the same or the next sentence. */
export const FUN_JUMPS = set(
  'parachute bungee pool swim swimming swam dive diving dove trampoline fly flew flying flight glide gliding float floated floating fun game playground puddle swing dance danced dancing wings soar soared excited joy rope-swing',
);
/** Where not wanting to come back is not homesickness for a holiday. */
export const WATER_OR_DEATH = set('sea ocean water waves wave river lake depths deep current tide darkness dark dead death afterlife heaven light tunnel abyss void grave other');
export const WATER = set('sea ocean river lake water waves surf canal');
/** A lovely dream one does not want to leave: "it was so beautiful I didn't want to wake up". */
export const PLEASURE = set(
  'beautiful lovely wonderful amazing perfect fun magical nice great sweet delicious happy happiest best enjoy enjoyed enjoying exciting gorgeous glorious blissful heavenly cosy cozy pleasant awesome fantastic incredible adventure good beautifully fabulous joyful delightful warm soft music stars sunshine sunny bright golden laughing laughed smiling dancing',
);
/** A morning one does not want to face: "I didn't want to wake up and go to work". */
export const MUNDANE = set('work school alarm office job exam monday lecture shift commute homework class meeting saturday sunday weekend noon lie-in');
/** Death, darkness or emptiness beside "I didn't want to wake up" keep it a signal even in a dream with warm words ("it was warm and dark"). */
export const DEATH_WORDS = set('dead death die died dying kill killed suicide grave dark darkness black empty alone grey gray cold nothing void');

/** "live in that house", "live with my parents": a place or company, not life itself. */
export const LIVE_PLACES = set('in at with there near here on inside abroad together next by');
/** "go on" followed by these is an outing ("go on holiday", "go on the ride"), not going on living. */
export const GO_ON_OUTINGS = set('a an the holiday holidays vacation trip stage tour date walk journey ride foot my his her their our air');

/** Media that make a word a topic rather than a confession: "a film about suicide". */
export const MEDIA = set(
  'film films movie movies documentary book books novel article articles news show series podcast play song story stories lecture class poster posters campaign report episode video videos programme program newspaper magazine headline headlines prevention awareness statistics',
);
/**
 * Nouns for another person: after "suicidal" ("my suicidal brother"), or naming who self-harms ("a
 * coworker at the warehouse self harms"). Not "mate", which also addresses the reader ("mate, I…").
 */
export const PERSON_NOUNS = set('man woman boy girl brother sister friend patient character person people mother father mum mom dad son daughter uncle aunt cousin neighbour neighbor stranger client coworker co-worker colleague workmate flatmate roommate housemate classmate student pupil teammate partner husband wife boyfriend girlfriend kid kids child teen teenager');

export const SAY_VERBS = set('say tell whisper shout scream cry ask mutter repeat yell sing chant call murmur write');
export const RELIEF = set('glad relieved relief happy grateful thankful finally peace peaceful');
export const WISH_CLAUSE_HEADS = set('wish hope pray');
/** "I hoped the train would hit me": an outer agent wished for against oneself. */
export const HARM_TO_ME = set('kill hit take end crush swallow drown run');
/** "I wanted the ground to swallow me": the embarrassment idiom. */
export const GROUND = set('ground floor earth');

export const QUANTITY_OF_LIFE = set('anything living life everything existing alive');
export const POINT_OBJECTS = set('anything living life all going trying existing being waking getting carrying everything it');
export const COPULAS = set('be feel become seem am is was were been being');
/** "I felt like a burden", "I'm nothing but a burden to them". */
export const BURDEN_FILLERS = set('a an the just only such huge big real total complete nothing but like as such one massive constant');
export const BURDEN_NOUNS = set('burden');
export const BEARABLE = set('take bear stand handle do face endure cope');
export const GO_ON = set('go carry keep continue');
export const TIRED = set('tired sick weary done exhausted');
