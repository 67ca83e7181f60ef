import { it } from 'vitest';
import { getLexicon } from './lexicon';
import { parseText } from './nlp';
import { scoreEmotions } from './emotions';
import { findSymbols } from './symbols';
import { readDrama } from './structure/drama';
it('dbg', () => {
  const text = "I was standing in the car park of my old secondary school and the sky had gone a strange green colour. Everyone's phones went off at the same time with a message that said STAY WHERE YOU ARE. My sister rang me and we agreed to meet at our dad's flat. The streets were full of people walking the same way but nobody was talking. When I got to the flat my dad was already making cheese on toast, which made me laugh. We sat on the sofa and for a while I was really frightened. My sister told a story about her driving test and we all laughed. Then the green went out of the sky and it was a normal grey afternoon again. The old lighthouse picture was still hanging over the fireplace. We ate the cheese on toast. I woke up feeling oddly peaceful.";
  const lex = getLexicon(); const parsed = parseText(text);
  const hits = findSymbols(parsed, lex); const emotions = scoreEmotions(parsed, lex);
  const d = readDrama(text, parsed, hits, emotions.scores, lex);
  console.log(d.recurring, d.shape);
  console.log(d.clauses.filter((c) => c.markers.length || c.frame).map((c) => `${c.index} frame=${c.frame} ${c.markers} ${parsed.tokens.slice(c.start, c.end).map((t) => t.value).join(' ')}`).join('\n'));
});
