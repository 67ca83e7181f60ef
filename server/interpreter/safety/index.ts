/**
 * The safety check: runs on every dream, in any language, before any reading is composed, and its
 * finding opens the reading of whichever engine answers (the built-in one here, the LLM in llm.ts).
 *
 * Policy (README.md, "Safety"): the support message appears when the DREAMER speaks of wanting to
 * die, of not wanting to wake up or live, of a plan or method against themself, of self-harm, of
 * goodbye letters, of being a burden, or of hopelessness about life itself; in the dream or awake,
 * past or present (a person in recovery still benefits from a gentle line). It stays away from
 * idioms ("dying of laughter", "killing time", "I could have killed him"), from deaths and
 * suicides of other people (including a film about suicide), from killing animals and monsters,
 * from the dreamer's own death as an event ("I died in the crash"), and from negated wishes
 * ("I never wanted to die", "I'm not suicidal").
 */
import type { Analysis } from '../../../lib/core/api/contract';
import type { ParsedText } from '../nlp';
import { englishSignals } from './english';
import { englishContextSignals } from './english-context';
import { englishPhraseSignals } from './english-phrases';
import { dominantForeignLanguage, likeliestLanguage, phraseSignals } from './other-languages';
import { riskSignals } from './risk-score';
import type { Signal, SupportLanguage } from './signals';
import { supportMessage, textSeed } from './support-message';

export type { Signal, SignalKind, SupportLanguage } from './signals';
export { stripSupportLike, supportBlockOf, supportMessage } from './support-message';

/** What the safety check found in one dream. */
export interface DistressResult {
  /** The dreamer may be in danger: the reading opens with the support message. */
  support: boolean;
  /** What fired, in reading order (empty when nothing did). */
  signals: Signal[];
  /** The language the support message adds after the English paragraph ('en': none). */
  language: SupportLanguage;
  /** Chooses the message's variant, so the same dream always gets the same words. */
  seed: number;
}

/** An engine's analysis before the safety check has spoken. */
export type UncheckedAnalysis = Omit<Analysis, 'support'> & { support?: boolean };

/** The safety check over the dream's text: English rules over the parsed tokens, English phrases and signals only the whole post shows, then the whole-post risk score, phrase rules for Spanish, German, French and Portuguese. */
export function detectDistress(text: string, parsed: ParsedText): DistressResult {
  const rules = [...englishSignals(parsed), ...englishPhraseSignals(text), ...englishContextSignals(text), ...phraseSignals(text)];
  // The whole-post score is asked only when no rule has spoken: it adds reach, never a second opinion.
  const signals = rules.length > 0 ? rules : riskSignals(text);
  const foreign = [...new Set(signals.map((s) => s.lang).filter((l): l is Exclude<SupportLanguage, 'en'> => l !== 'en'))];
  const language = rules.length > 0 ? likeliestLanguage(text, foreign) : signals.length > 0 ? dominantForeignLanguage(text) : null;
  return { support: signals.length > 0, signals, language: language ?? 'en', seed: textSeed(text) };
}

/**
 * The reading of any engine, opened with the support message when the safety check fired: a
 * person in distress reads it before any interpretation, never after it. Every analysis leaves
 * here with its `support` flag set.
 */
export function withSupport(analysis: UncheckedAnalysis, distress: DistressResult): Analysis {
  if (!distress.support) return { ...analysis, support: false };
  return { ...analysis, interpretation: `${supportMessage(distress.seed, distress.language)}\n\n${analysis.interpretation}`, support: true };
}
