import { describe, expect, it } from 'vitest';
import { loadEvalSets, ordinaryDreams, scoreFittingPosts } from '../eval/datasets';
import { parseText } from '../nlp';
import { fitRiskWeights, scoreWith, writerOf } from './fit-risk-weights';
import { detectDistress } from './index';
import { FEATURE_NAMES, riskFeatures, riskGrams, scoreStandsDown } from './risk-concepts';
import { riskScore, riskSignals } from './risk-score';
import { RISK_WEIGHTS } from './risk-weights';

const check = (text: string) => detectDistress(text, parseText(text));

/** Posts written for these tests, in no labelled set: no single rule reads them, the whole post does. */
describe('the whole-post risk score', () => {
  const positives: [string, string][] = [
    ['a burn told in passing', 'Dream of a locked classroom. I burn my wrist with the hair straightener most nights now, its the only thing that shuts my head up'],
  ];
  for (const [name, text] of positives) {
    it(`reaches ${name}, which no rule reads`, () => {
      const result = check(text);
      expect(result.support, text).toBe(true);
      expect(result.signals.map((s) => s.kind)).toEqual(['combined']);
    });
  }

  const negatives: [string, string][] = [
    ['giving things away before a move', 'I dreamed I sold my old car and gave the bike to my nephew, because we are moving to Spain in spring. Packing dreams every night now!'],
    ['a novel of goodbye letters', 'My novel has a character who leaves letters for everyone before she disappears, and last night I dreamed I was the one reading them.'],
    ['a nurse after a shift', 'Nurse on a surgical ward; we saved a man who had taken too many pills, and I dreamed I was back in triage all night. Tired but fine.'],
    ['a haircut', 'I cut my hair really short yesterday and dreamed it all grew back overnight, long and silver. What does hair mean in dreams?'],
    ['a bridge on a daily walk', 'Dreamt the constructor of the bridge was my old maths teacher. I cross that bridge every day, it is a lovely walk by the river.'],
  ];
  for (const [name, text] of negatives) {
    it(`stays quiet on ${name}`, () => expect(check(text).support, text).toBe(false));
  }

  it('leaves recovery told as past to the rules, which answer it with the gentle line', () => {
    const text = 'Three years since I last self-harmed and I am doing great. Dreamed of my old bedroom and woke up grateful for how far I have come.';
    expect(check(text).support).toBe(true);
    expect(check(text).signals.some((s) => s.kind === 'combined')).toBe(false);
  });

  it('is asked only when no rule fired, so a rule finding is never doubled', () => {
    const text = 'I keep dreaming of the sea. I want to die, honestly, and I have saved up my pills.';
    expect(check(text).signals.some((s) => s.kind === 'combined')).toBe(false);
    expect(check(text).support).toBe(true);
  });

  it('scores a word that names an object property like any other word', () => {
    expect(Number.isFinite(riskScore('constructor prototype tostring valueof hasownproperty'))).toBe(true);
  });

  it('stands down for fiction being written and for recovery told as past, not for a relapse', () => {
    expect(scoreStandsDown('I am writing a thriller where the detective finds a note.')).toBe(true);
    expect(scoreStandsDown('Two years clean from cutting and doing well.')).toBe(true);
    expect(scoreStandsDown('Two years clean from cutting and I relapsed last night.')).toBe(false);
    expect(riskSignals('I am writing a novel: she hoards her pills, picks the bridge, writes her note.')).toEqual([]);
  });

  it('reads words and neighbouring pairs without apostrophes', () => {
    expect(riskGrams("I don't wake")).toEqual(['i dont', 'dont wake', 'wake']);
    expect(riskFeatures('x')).toHaveLength(FEATURE_NAMES.length);
  });

  it('groups the labelled posts by writer', () => {
    expect(writerOf('d-p001')).toBe('d');
    expect(writerOf('ad-n017')).toBe('ad');
    expect(writerOf('p001')).toBe('project');
    expect(writerOf('n076')).toBe('project');
  });
});

describe('the committed risk weights', () => {
  it('name the features risk-concepts.ts computes, in order', () => {
    expect(RISK_WEIGHTS.features).toEqual(FEATURE_NAMES);
    expect(RISK_WEIGHTS.weights).toHaveLength(FEATURE_NAMES.length);
  });

  // About a minute alone (twenty-three fits, one per writer left out for the threshold); a loaded CI machine takes up to three times that.
  it('are what `npm run fit:safety` gives from the labelled posts today', { timeout: 420_000 }, () => {
    const sets = loadEvalSets();
    const fitted = fitRiskWeights(scoreFittingPosts(sets), ordinaryDreams(sets));
    expect(fitted.fittedOn).toEqual(RISK_WEIGHTS.fittedOn);
    expect(fitted.bias).toBe(RISK_WEIGHTS.bias);
    expect(fitted.threshold).toBe(RISK_WEIGHTS.threshold);
    expect(fitted.weights).toEqual(RISK_WEIGHTS.weights);
    expect(fitted.grams).toEqual(RISK_WEIGHTS.grams);
  });

  it('score a post in the runtime exactly as the fitting does', () => {
    const text = 'been going up to the roof of my building at night and counting the floors, idk';
    expect(riskScore(text)).toBeCloseTo(scoreWith(RISK_WEIGHTS, text), 9);
  });
});
