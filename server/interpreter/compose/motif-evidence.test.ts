/**
 * A motif says what a moment means only when the dream bears it out: the deed must be done (not only
 * wished), by the one the gloss speaks to, and the words must name the thing itself rather than a
 * comparison or a neighbour in the same sentence.
 */
import { describe, expect, it } from 'vitest';
import { allMotifs, readBeats } from './beats';
import { contextOf } from './context-of.test-helper';

const motifIds = (dream: string): string[] => allMotifs(readBeats(contextOf(dream))).map((h) => h.motif.id);

describe('a deed only wished is no deed', () => {
  it('reads no embrace where the children only wanted one and were told to wait', () => {
    expect(motifIds('My daughters wanted to hug me but I told them to wait because my arms were made of paper. Then I woke up.')).not.toContain('hug');
    expect(motifIds('My daughters ran across the yard and hugged me for a long time. Then I woke up.')).toContain('hug');
  });
});

describe('who does it', () => {
  it('reads a leap off a roof as the dreamer’s step only when the dreamer leaps', () => {
    expect(motifIds('I was at my old office and a grey cat jumped off the roof into the river. Then I woke up.')).not.toContain('step-off-edge');
    expect(motifIds('I climbed onto the roof of my old office and jumped off into the river. Then I woke up.')).toContain('step-off-edge');
  });

  it('reads the dreamer’s voice set free only when the dreamer sings, not in a sound that is like a song', () => {
    expect(motifIds('At the wedding the band stopped and everyone clapped in time, like a song. Then I woke up.')).not.toContain('singing');
    expect(motifIds('At the wedding I stood on a chair and sang as loud as I could. Then I woke up.')).toContain('singing');
  });

  it('reads a moment as unwitnessed only when nobody is the one who sees', () => {
    expect(motifIds('I was rowing across a grey lake and I could see a yellow kayak drifting, nobody in it. Then I woke up.')).not.toContain('nobody-saw');
    expect(motifIds('I danced barefoot in the empty square and nobody saw me. Then I woke up.')).toContain('nobody-saw');
  });
});

describe('what the words name', () => {
  it('reads no threat from a cupboard someone opens while looking for something', () => {
    expect(motifIds('My grandmother was in her old kitchen. She was looking for something, opening every drawer and cupboard, and asked me where the scissors were.')).not.toContain('wardrobe');
    expect(motifIds('I was in my childhood bedroom and something came out of the wardrobe very slowly.')).toContain('wardrobe');
  });

  it('reads no being-ignored in a dead relative who carries on as if nothing had happened', () => {
    // "As if nothing had happened" looks back on a break that is over; "as if nothing was happening"
    // passes over what is happening now.
    const ids = motifIds('My grandmother was back in her old flat, making soup like nothing had happened, and she smiled at me.');
    expect(ids).not.toContain('ignored');
    expect(ids).toContain('as-if-nothing-happened');
    expect(motifIds('My leg was bleeding on the bus and my neighbour kept reading like nothing was happening.')).toContain('ignored');
  });

  it('reads no camera turned on the dreamer in an old picture of them found in a drawer', () => {
    expect(motifIds('I opened a drawer and found a picture of me when I was about eight, standing on a beach.')).not.toContain('photographed');
    expect(motifIds('I was hiding behind the curtain and a stranger kept taking pictures of me with a flash.')).toContain('photographed');
  });

  it('reads a workplace turned into a classroom only from colleagues, not from any adults near the word "children"', () => {
    expect(motifIds('The old headmaster read out the names of my classmates, who are all adults with their own children now.')).not.toContain('colleagues-test');
    expect(motifIds('My colleagues were all sitting at little desks in a classroom, doing a spelling test.')).toContain('colleagues-test');
  });
});
