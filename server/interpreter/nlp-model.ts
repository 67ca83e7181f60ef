/**
 * wink's English model, loaded for what the engine uses of it and nothing more.
 *
 * The package's own entry point costs every interpreter worker about 5 MB of heap it never reads:
 * it keeps the parsed core model (87,000 words) for the life of the process and hands wink a deep
 * copy of it, and wink builds the named-entity and sentiment automata whether or not they are in
 * its pipe. The engine reads sentences, parts of speech, lemmas and negation only, so here the core
 * model is parsed once from its file and prepared in place, and wink is given empty named-entity and
 * sentiment machines. The other parts come from the package's own loaders.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';

type WinkModel = Parameters<typeof winkNLP>[0];

const require = createRequire(import.meta.url);
const MODEL_DIR = 'wink-eng-lite-web-model/dist/';
const load = <T>(file: string): T => require(`${MODEL_DIR}${file}`) as T;

/** A feature's values as the model file lists them, and where each value sits in that list. */
interface Feature {
  list: unknown[];
  hash?: Record<string, number>;
  intrinsicSize?: number;
  index?: number;
  maxIndex?: number;
}

/**
 * The core model as wink expects it. The file packs the word table and contraction expansions as
 * base64 and lists each feature's values; wink wants typed arrays, a value-to-index lookup for every
 * feature the packing keeps as an index, part-of-speech clusters as sets, and each such feature's
 * size as loaded (what wink learns later is counted beyond it).
 */
interface CoreModel {
  packing: { layout: Record<string, number[]>; efList?: string[] };
  features: Record<string, Feature> & { lexeme: Feature; posClusters: Feature };
  pos: { hash: Record<string, number> };
  lexicon: string | Uint32Array;
  xpansions: string | Uint32Array;
}

/** Fields of a packing layout entry: [.., width, shift, kind (0: an index into the feature's list), extra feature flag]. */
const WIDTH = 1;
const SHIFT = 2;
const KIND = 3;
const EXTRA = 4;

function words(base64: string): Uint32Array {
  const bytes = Buffer.from(base64, 'base64');
  // A copy into an ArrayBuffer of its own: Buffer.from may hand out a slice of a shared pool.
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function indexOf(list: unknown[]): Record<string, number> {
  const hash: Record<string, number> = Object.create(null) as Record<string, number>;
  for (let i = 0; i < list.length; i += 1) hash[String(list[i])] = i;
  return hash;
}

/** Reads and prepares the core model; nothing else keeps the file's parsed text. */
export function loadCoreModel(): CoreModel {
  const file = require.resolve(`${MODEL_DIR}languages/cur/models/eng-core-web-model.json`);
  const model = JSON.parse(fs.readFileSync(file, 'utf8')) as CoreModel;
  const { packing, features } = model;
  model.lexicon = words(model.lexicon as string);
  model.xpansions = words(model.xpansions as string);
  packing.efList = [];
  for (const [name, layout] of Object.entries(packing.layout)) {
    const feature = features[name]!;
    if (layout[KIND] === 0) {
      feature.hash = indexOf(feature.list);
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = layout[WIDTH]! >>> layout[SHIFT]!;
    }
    if (layout[EXTRA] === 1) packing.efList.push(name);
  }
  features.lexeme.hash = indexOf(features.lexeme.list);
  features.lexeme.intrinsicSize = features.lexeme.list.length;
  features.lexeme.index = features.lexeme.list.length;
  const clusters = features.posClusters.list;
  for (let i = 0; i < clusters.length; i += 1) clusters[i] = new Set(String(clusters[i]).split('_').map((tag) => model.pos.hash[tag] ?? 0));
  return model;
}

/** A state machine with no states, in the form wink's automata import: it recognises nothing. */
const NO_MACHINE = JSON.stringify([100, 0, {}, {}, {}, {}]);

/** The model object for winkNLP; `onCore` receives the core model wink will read and extend. */
export function englishModel(onCore: (core: CoreModel) => void): WinkModel {
  return {
    core: () => {
      const core = loadCoreModel();
      onCore(core);
      return core;
    },
    sbd: load('load-sbd-model.js'),
    pos: load('load-pos-model.js'),
    negation: load('load-negation-model.js'),
    metaCER: load('load-cer-meta-model.js'),
    // Never in the engine's pipe: wink still builds their machines when it starts, so they are empty.
    ner: () => ({ machines: [], transformers: [] }),
    sa: () => ({ machines: [NO_MACHINE], setter: () => undefined }),
    featureFn: load('feature.js'),
    addons: { stem: load('porter-stemmer.js'), lemmatize: load('lemmatize.js'), readabilityStats: load('readability-stats.js'), wordVectors: undefined },
  } as unknown as WinkModel;
}
