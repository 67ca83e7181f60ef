import { describe, expect, it } from 'vitest';
import { archetypesByEvidence, validateArchetypeData } from '../archetypes';
import { interpretBuiltin } from '../builtin';
import { dramaOf } from './drama-of.test-helper';

function evidence(text: string) {
  const { parsed, drama: d } = dramaOf(text);
  return archetypesByEvidence(d, parsed.tokens);
}

const names = (text: string): string[] => evidence(text).map((g) => g[0]?.name ?? '');

describe('archetypes by evidence', () => {
  it('validates its data file', () => {
    expect(() => validateArchetypeData()).not.toThrow();
  });

  it('gives no Self to houses, doors, water and flying without a sign of totality', () => {
    for (const text of [
      'I was in a big old house with many doors. I opened one and there was water everywhere.',
      'I was flying over the sea and the sun was shining on the water.',
      'I walked through a door into a garden with a tree and a river.',
    ]) {
      expect(names(text)).not.toContain('Self');
    }
  });

  it('reads the dreamer\'s own son or daughter as that person, and a child held or lost as the child archetype', () => {
    expect(names('My phone rang and it was my daughter asking when I would pick her up from swimming.')).not.toContain('Child');
    expect(names('I was holding a tiny baby in my arms and it was glowing.')).toContain('Child');
  });

  it('gives the child archetype to the one child, not to kids in the background', () => {
    expect(names('I was at a barbecue and the kids were on the bouncy castle. Everyone ate burgers and the kids were shouting.')).not.toContain('Child');
    const a = interpretBuiltin('I was at a barbecue and kids were on the bouncy castle. Then I opened the gate and there was a little girl sitting alone in the sandpit, and I knew it was me at about 6. She said I could help her dig.');
    expect(a.interpretation).not.toMatch(/child archetype is present in the kids|The kids have a long ancestry/);
  });

  it('gives the Self to a mandala, a circle of stones or a golden child, and one name to a wise old figure who counsels', () => {
    expect(names('In the middle of the field there was a great circle of white stones and I stood inside it.')).toContain('Self');
    expect(names('A golden child was sitting on the altar and smiling at me.')).toContain('Self');
    // One figure, one label: the old guide is the Wise Old Man, not also the Self.
    expect(names('An old man with a white beard told me that the road would open when I stopped running.')).toEqual(['Wise Old Man']);
  });

  it('does not pile labels on thin evidence', () => {
    // An old woman who greets and feeds the dreamer counsels no one.
    expect(names('I got off the bus and an old woman opened the door and said there you are, the soup is ready.')).not.toContain('Wise Old Man');
    // A figure the dreamer takes for themself is a double, not the anima.
    expect(names('There was a woman in a straw hat at the well and she waved at me. I think she might have been me, but older.')).not.toContain('Anima');
    // Holding a child back restrains it; it does not hold it.
    expect(names('My son wanted to go out to the bear and I held him back.')).not.toContain('Child');
    // A mirror turned towards the dreamer is no pursuit.
    expect(names('An old woman sat in the clearing. She turned the mirror towards me and smiled.')).not.toContain('Shadow');
  });

  it('names the shadow only for a figure that pursues or attacks the dreamer', () => {
    const chase = evidence('A man in a black coat was chasing me through the streets and I could hear him behind me.');
    const shadow = chase.find((g) => g[0]?.name === 'Shadow')?.[0];
    expect(shadow?.reason).toBe('pursues');
    expect(shadow?.mention?.hit.entry.id).toBe('stranger-man');
    expect(names('A man sold me a newspaper at the station and I went home.')).not.toContain('Shadow');
  });

  it('reads a child held as held, and a child merely in the background as no archetype', () => {
    const held = evidence('I was holding a baby in my arms and rocking her to sleep.');
    expect(held.find((g) => g[0]?.name === 'Child')?.[0]?.reason).toBe('child-held');
    expect(names('There was a kid playing with a toy truck on the floor while I waited for the bus.')).not.toContain('Child');
  });

  it('gives no archetype at all when the evidence is thin', () => {
    expect(names('I was at the supermarket buying milk and bread. Then I went home.')).toEqual([]);
  });

  it('lists in the analysis only archetypes the reading names with their evidence', () => {
    const a = interpretBuiltin('A man in a black coat was chasing me through the streets and I could hear him behind me. I hid in a church until morning.');
    expect(a.archetypes).toContain('Shadow');
    expect(a.interpretation).toMatch(/shadow/i);
    expect(a.interpretation).toMatch(/the man in a black coat/i);
    for (const name of a.archetypes) expect(a.interpretation.toLowerCase()).toContain(name.toLowerCase().replace('wise old man', 'wise old'));
  });
});

describe('the shadow as pursuer', () => {
  it('is not read into a dog that runs to greet the dreamer and away after a ball', () => {
    const text = "We had to put our dog Biscuit to sleep two weeks ago. She was a 14 year old border collie cross and had been with me since I was at uni. Last night I dreamt I was on the beach at Saunton Sands where we used to take her every summer. The tide was really far out and the sand was wet and shiny. I heard her bark, the specific bark she did when she wanted you to throw the ball, and she came running towards me from the sea looking young again, black and white and soaking wet. I knelt down and she put her head on my knee the way she always did. I had her old orange Kong ball in my pocket somehow and I threw it and she ran after it, and she kept running, further and further towards the water, and she didn't bring it back. I wasn't upset in the dream, I just watched her get smaller. Then I noticed her paw prints next to mine going all the way back up the beach to the car. I woke up crying but not a bad crying.";
    expect(evidence(text).flat().some((e) => e.name === 'Shadow' && e.reason === 'pursues')).toBe(false);
    expect(interpretBuiltin(text).interpretation).not.toMatch(/pursuer/);
  });
});

describe('evidence read from how the dream shows its figures', () => {
  it('takes no quaternity from years counted in fours', () => {
    expect(names('My husband, who died four years ago this May, was in the kitchen making tea. He said the kettle was broken.')).not.toContain('Self');
  });

  it('takes no circle of wholeness from people standing in a ring', () => {
    expect(names('At work the whole team was standing in a circle in the car park and my manager was reading out names.')).not.toContain('Self');
  });

  it('does not read a child who holds something as a child held', () => {
    expect(evidence('There was also a small girl there holding a kitten.').flat().some((e) => e.reason === 'child-held')).toBe(false);
  });

  it('does not read the dreamer\'s own boyhood, remembered, as a child of the dream', () => {
    expect(names('He ruffled my hair the way he did when I was a boy, and walked off down the lane.')).not.toContain('Child');
  });

  it('gives no wise old man to a grandfather the dream shows young', () => {
    expect(names('My grandfather was young, maybe twenty, in his army uniform. He gave me a piece of bread.')).not.toContain('Wise Old Man');
    expect(names('My grandfather gave me a piece of bread and told me to be patient.')).toContain('Wise Old Man');
  });
});
