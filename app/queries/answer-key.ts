/** Keys for loader answers, so a list keyed on its first page starts afresh with every new answer. */
const keys = new WeakMap<object, number>();
let lastKey = 0;

/** The same number for the same answer object, a new one for each new answer. */
export function answerKey(answer: object): number {
  let key = keys.get(answer);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(answer, key);
  }
  return key;
}
