/** Dream-related quotations for the home page's "quotation of the day". */

export interface Quote {
  quote: string;
  author: string;
  work: string;
}

/**
 * Only passages whose author and work are certain. Translations: Jung per Dell & Baynes
 * (1933), Freud per Strachey, Kafka per Muir; Calderón and Nerval translated literally.
 * Line breaks of verse are shown as " / ".
 */
export const QUOTES: readonly Quote[] = [
  { quote: 'We are such stuff / As dreams are made on, and our little life / Is rounded with a sleep.', author: 'William Shakespeare', work: 'The Tempest' },
  { quote: 'The dream is specifically the utterance of the unconscious.', author: 'C. G. Jung', work: 'Modern Man in Search of a Soul' },
  { quote: 'The interpretation of dreams is the royal road to a knowledge of the unconscious activities of the mind.', author: 'Sigmund Freud', work: 'The Interpretation of Dreams' },
  { quote: 'All that we see or seem / Is but a dream within a dream.', author: 'Edgar Allan Poe', work: 'A Dream Within a Dream' },
  { quote: 'Life, what is it but a dream?', author: 'Lewis Carroll', work: 'Through the Looking-Glass' },
  { quote: 'If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.', author: 'Henry David Thoreau', work: 'Walden' },
  { quote: 'Hold fast to dreams / For if dreams die / Life is a broken-winged bird / That cannot fly.', author: 'Langston Hughes', work: 'Dreams' },
  { quote: "I've dreamt in my life, dreams that have stayed with me ever after, and changed my ideas; they've gone through and through me, like wine through water, and altered the colour of my mind.", author: 'Emily Brontë', work: 'Wuthering Heights' },
  { quote: 'To sleep, perchance to dream—ay, there\'s the rub, / For in that sleep of death what dreams may come', author: 'William Shakespeare', work: 'Hamlet' },
  { quote: 'In themselves, dreams are clear—that is, they are just as they must be under the given conditions.', author: 'C. G. Jung', work: 'Modern Man in Search of a Soul' },
  { quote: 'When the work of interpretation has been completed, we perceive that a dream is the fulfilment of a wish.', author: 'Sigmund Freud', work: 'The Interpretation of Dreams' },
  { quote: 'Was it a vision, or a waking dream? / Fled is that music:—Do I wake or sleep?', author: 'John Keats', work: 'Ode to a Nightingale' },
  { quote: 'I have spread my dreams under your feet; / Tread softly because you tread on my dreams.', author: 'W. B. Yeats', work: 'He Wishes for the Cloths of Heaven' },
  { quote: 'The dream is a second life.', author: 'Gérard de Nerval', work: 'Aurélia' },
  { quote: 'As Gregor Samsa awoke one morning from uneasy dreams he found himself transformed in his bed into a gigantic insect.', author: 'Franz Kafka', work: 'The Metamorphosis' },
  { quote: 'What is life? A frenzy. What is life? An illusion, a shadow, a fiction… for all life is a dream, and dreams are dreams.', author: 'Pedro Calderón de la Barca', work: 'Life Is a Dream' },
  { quote: 'I have had a most rare vision. I have had a dream, past the wit of man to say what dream it was.', author: 'William Shakespeare', work: "A Midsummer Night's Dream" },
  { quote: 'A damsel with a dulcimer / In a vision once I saw', author: 'Samuel Taylor Coleridge', work: 'Kubla Khan' },
  { quote: 'What happens to a dream deferred? / Does it dry up / like a raisin in the sun?', author: 'Langston Hughes', work: 'Harlem' },
  { quote: 'The dream gives a true picture of the subjective state, while the conscious mind denies that this state exists, or recognizes it only grudgingly.', author: 'C. G. Jung', work: 'Modern Man in Search of a Soul' },
  { quote: 'True, I talk of dreams, / Which are the children of an idle brain, / Begot of nothing but vain fantasy', author: 'William Shakespeare', work: 'Romeo and Juliet' },
  { quote: 'Deep into that darkness peering, long I stood there wondering, fearing, / Doubting, dreaming dreams no mortal ever dared to dream before', author: 'Edgar Allan Poe', work: 'The Raven' },
  { quote: 'Now, Kitty, let\'s consider who it was that dreamed it all.', author: 'Lewis Carroll', work: 'Through the Looking-Glass' },
  { quote: 'If you have built castles in the air, your work need not be lost; that is where they should be. Now put the foundations under them.', author: 'Henry David Thoreau', work: 'Walden' },
  { quote: 'O God, I could be bounded in a nutshell and count myself a king of infinite space, were it not that I have bad dreams.', author: 'William Shakespeare', work: 'Hamlet' },
  { quote: 'The dream is a little hidden door in the innermost and most secret recesses of the soul, opening into that cosmic night which was psyche long before there was any ego-consciousness.', author: 'C. G. Jung', work: 'The Meaning of Psychology for Modern Man' },
  { quote: 'Sleep hath its own world, / And a wide realm of wild reality', author: 'Lord Byron', work: 'The Dream' },
  { quote: 'They who dream by day are cognizant of many things which escape those who dream only by night.', author: 'Edgar Allan Poe', work: 'Eleonora' },
  { quote: 'If I may trust the flattering truth of sleep, / My dreams presage some joyful news at hand.', author: 'William Shakespeare', work: 'Romeo and Juliet' },
  { quote: 'Whither is fled the visionary gleam? / Where is it now, the glory and the dream?', author: 'William Wordsworth', work: 'Ode: Intimations of Immortality' },
  { quote: 'And then, in dreaming, / The clouds methought would open and show riches / Ready to drop upon me, that, when I waked, / I cried to dream again.', author: 'William Shakespeare', work: 'The Tempest' },
  { quote: "And there I dream'd—Ah! woe betide! / The latest dream I ever dream'd", author: 'John Keats', work: 'La Belle Dame sans Merci' },
  { quote: 'I had a dream, which was not all a dream.', author: 'Lord Byron', work: 'Darkness' },
  { quote: 'A dream itself is but a shadow.', author: 'William Shakespeare', work: 'Hamlet' },
  { quote: "If we shadows have offended, / Think but this, and all is mended, / That you have but slumber'd here / While these visions did appear.", author: 'William Shakespeare', work: "A Midsummer Night's Dream" },
  { quote: 'Thus have I had thee as a dream doth flatter: / In sleep a king, but waking no such matter.', author: 'William Shakespeare', work: 'Sonnet 87' },
];

/** 1-based day of the year in local time (Jan 1 → 1, Dec 31 of a leap year → 366). */
export function dayOfYear(date: Date): number {
  // Compare local midnights through UTC so a daylight-saving shift cannot move the count.
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const jan1 = Date.UTC(date.getFullYear(), 0, 1);
  return Math.round((today - jan1) / 86_400_000) + 1;
}

/** The quotation for a calendar day: day of year (1-based, local) modulo the list length. */
export function quoteOfTheDay(date: Date = new Date(), quotes: readonly Quote[] = QUOTES): Quote {
  const quote = quotes[dayOfYear(date) % quotes.length];
  if (!quote) throw new Error('quoteOfTheDay needs at least one quotation');
  return quote;
}
