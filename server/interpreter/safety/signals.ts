/** What the distress rules report, shared by the English rules and the phrase rules of other languages. */

/** The languages the safety check covers and the support paragraph is written in. */
export const SUPPORT_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type SupportLanguage = (typeof SUPPORT_LANGUAGES)[number];

/**
 * wish: to die, not to wake up, not to live; plan: an act being prepared ("ready to jump");
 * method: an act under way (pills, a rope, the tracks); self-harm: cutting, burning, hurting oneself;
 * farewell: goodbye letters; burden: "better off without me"; hopelessness: "I can't go on";
 * combined: no single phrase, but the whole post's concepts of risk weighed together (risk-score.ts).
 */
export type SignalKind = 'wish' | 'plan' | 'method' | 'self-harm' | 'farewell' | 'burden' | 'hopelessness' | 'combined';

export interface Signal {
  kind: SignalKind;
  lang: SupportLanguage;
  /** The words that carried it, for tests and debugging; never shown to the dreamer. */
  evidence: string;
}
