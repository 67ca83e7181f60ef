/**
 * The engine's warm-up beyond loading: V8 compiles a function with its optimising compiler only
 * after the function has run for a while, so an engine that has read a single dream reads its next
 * few hundred several times slower than later ones, and those are the slow answers of the tail.
 * Reading a few varied dreams over and over before the first visitor's compiles the paths real
 * dreams take: fear, joy, grief, anger, confusion, denials, idioms, other people's feelings,
 * comparisons, the waking frame, a fragment and a dream in another language.
 *
 * The parser forgets every word it learns after each dream (nlp.ts), so reading these dreams
 * changes no later reading.
 */
export const WARM_UP_DREAMS: readonly string[] = [
  'I was walking home through a dark forest at night and a huge black dog started to chase me. I ran as fast as I could but my legs felt heavy, like running through mud. I tried to scream and no sound came out. Then I reached an old wooden house and locked the door behind me, but the dog was already inside, sitting calmly by the fire and watching me. I woke up with my heart pounding.',
  'In the dream I could fly. I jumped from the roof of my school and floated over the town, over the river and the church tower, and everyone below was waving at me. I felt so free and happy, laughing out loud. My grandmother was standing in a field of sunflowers and she called my name. When I landed next to her she gave me a small golden key and told me to keep it safe.',
  'My father had died in the dream, although he is alive in real life. We were at the funeral by the sea and the waves kept coming closer to the graves. Nobody else seemed to notice. I was crying and could not stop, and my sister was furious with me for making a scene. Then the water rose over everything and I was swimming in the cold grey ocean, looking for him, but I never found him.',
  'I was back at university and had an exam I had not studied for. I could not find the room, the hallways kept changing and the numbers on the doors made no sense. My teacher from primary school was there and laughed at me. I was so confused and embarrassed. Then my teeth started falling out one by one into my hands, and I was trying to hide them in my pocket before anyone saw.',
  'A stranger in a grey coat followed me onto the train. I was not afraid at first, just curious. He sat across from me and said that I had forgotten something important, but he would not tell me what it was. I got angry and shouted at him. The train went into a tunnel and the lights went out, and when they came back on he was gone and there was a snake curled up on his seat.',
  'I was in a huge shopping centre with my best friend, trying on clothes. Everything was bright and the music was loud. Suddenly I realised I was naked and everyone was staring at me, but my friend said it was fine. I felt ashamed and ran to find my car in the parking garage, but I had lost the keys. I was supposed to pick up my son from school and I was late, so I started walking.',
  'I only remember a fragment. A white horse standing in the snow, very still, and a feeling of peace.',
  'Estaba en la casa de mi abuela y todo estaba lleno de agua. Mi hermano me llamaba desde el jardin pero no podia contestar. Tenia mucho miedo y luego me desperte.',
];

/** How long the warm-up may go on reading, beyond reading each dream once. */
export const WARM_UP_BUDGET_MS = 400;
/** Enough readings for the hot paths to be optimised; more buys little. */
export const WARM_UP_READINGS = 120;

/** Reads every warm-up dream once, then goes on round the list until the readings or the time run out. */
export function warmUpReadings(read: (text: string) => unknown, budgetMs = WARM_UP_BUDGET_MS, readings = WARM_UP_READINGS): number {
  const until = performance.now() + budgetMs;
  let done = 0;
  for (; done < readings; done += 1) {
    if (done >= WARM_UP_DREAMS.length && performance.now() > until) break;
    read(WARM_UP_DREAMS[done % WARM_UP_DREAMS.length] ?? '');
  }
  return done;
}

/**
 * Readings a pool worker goes on with while it has nothing else to do, after it has reported ready.
 * The warm-up above has to be short, since analyses wait for it; but V8 keeps compiling the engine's
 * paths for several hundred readings more, and until it has, one reading in twenty takes three to
 * five times the usual time. Reading this many more in idle moments takes that tail off the first
 * visitors after a start (about 2.5 s of one core, spent only while no analysis is waiting).
 */
export const IDLE_WARM_UP_READINGS = 1000;
/** How long a worker must have been idle before it reads another warm-up dream. */
export const IDLE_GAP_MS = 20;

export interface IdleWarmUp {
  /** Resolves with the number of readings once they are all done. */
  done: Promise<number>;
  /** Tells the warm-up that real work just ran, so it stands back for a while. */
  noteBusy(): void;
}

/**
 * Reads warm-up dreams one per turn of the event loop, so a task that arrives waits for one reading
 * at most, and stands back for IDLE_GAP_MS after each real task: under steady load the real
 * readings warm the engine themselves, and the warm-up only uses the gaps.
 */
export function warmUpWhileIdle(read: (text: string) => unknown, readings = IDLE_WARM_UP_READINGS, now: () => number = () => performance.now()): IdleWarmUp {
  let lastBusy = Number.NEGATIVE_INFINITY;
  const done = new Promise<number>((resolve) => {
    let count = 0;
    const step = (): void => {
      if (count >= readings) {
        resolve(count);
        return;
      }
      const quiet = now() - lastBusy;
      if (quiet < IDLE_GAP_MS) {
        setTimeout(step, IDLE_GAP_MS - quiet);
        return;
      }
      read(WARM_UP_DREAMS[count % WARM_UP_DREAMS.length] ?? '');
      count += 1;
      setImmediate(step);
    };
    setImmediate(step);
  });
  return {
    done,
    noteBusy: () => {
      lastBusy = now();
    },
  };
}
