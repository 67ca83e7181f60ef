/**
 * Self-directed harm only: "I killed the snake" must not trigger it, "I wanted to kill myself" must.
 * A regex over the normalised text is deliberate here: the phrases are fixed and precision matters more than recall of symbols.
 */
const SELF_HARM = new RegExp(
  [
    String.raw`\b(kill|killing|killed|hurt|hurting|harm|harming|cut|cutting|hang|hanging|hanged|drown|drowning|starve|starving|shoot|shot|poison|poisoned) (myself|yourself)\b`,
    String.raw`\bsuicid(e|al)\b`,
    String.raw`\bself[- ]?harm`,
    String.raw`\b(end|ending|ended|take|taking|took) (it all|my (own )?life)\b`,
    String.raw`\b(want|wanted|wanting|wish|wished) to (die|be dead|disappear forever|not exist)\b`,
    String.raw`\b(wish|wished) (i was|i were|i'd been) dead\b`,
    String.raw`\bbetter off dead\b`,
    String.raw`\b(do not|don't|didn't|did not) want to (live|be alive|exist)( anymore)?\b`,
    String.raw`\bno (reason|point) (to|in) (live|living|going on)\b`,
    String.raw`\boverdos(e|ed|ing)\b`,
  ].join('|'),
);

export function mentionsSelfHarm(text: string): boolean {
  return SELF_HARM.test(text.toLowerCase().replace(/[’‘]/g, "'"));
}
