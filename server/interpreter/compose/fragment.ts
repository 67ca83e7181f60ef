/**
 * For a fragment ("I don't remember much", "Just a snake."): honour what survived instead of
 * inventing a dream around it. Short and honest; the images that are there are named.
 */
import type { Lexicon } from '../lexicon';
import type { ComposeInput } from './context';
import { createContext, imageTerms, firstMention } from './context';
import { joinList } from './grammar';

export function composeFragment(input: ComposeInput, lex: Lexicon): string {
  const ctx = createContext(input, lex);
  const { voice } = ctx;
  const text = input.text.trim();
  const words = text.split(/\s+/).filter(Boolean);
  const quote = words.length <= 24 && !/["“”\n]/.test(text) ? `"${text.replace(/[.!?…]+$/, '')}"` : null;
  const images = ctx.drama.images
    .slice(0, 3)
    .map((h) => firstMention(ctx, h))
    .filter((m): m is NonNullable<typeof m> => m !== null)
    .map((m) => imageTerms(ctx, m).np.definite);
  const plain = input.keywords.slice(0, 3).map((k) => `the ${k}`);
  const fragment = images.length ? joinList(images) : plain.length ? joinList(plain) : null;
  const parts = [
    voice.say('fragment.open', { quote }) ?? voice.say('fragment.openPlain', {}),
    fragment ? voice.say('fragment.kept', { fragment, quote }) : (voice.say('fragment.nothing', { quote }) ?? voice.say('fragment.nothingPlain', {})),
    fragment ? voice.say('fragment.ask', { symbol: images[0] ?? plain[0] ?? fragment }) : (voice.say('fragment.askPlain', { quote }) ?? voice.say('fragment.askPlainNoQuote', {})),
  ];
  return parts.filter((p): p is string => Boolean(p)).join('\n\n');
}
