/** Shared sample data for the catalogue's stories. */
import type { AnalyzeResponse, Dream, User } from '../../lib/core/api/contract';
import type { NavLinkComponent } from '../../lib/ui/navigation-bar';

/** A plain anchor standing in for the router's link. */
export const AnchorLink: NavLinkComponent = ({ to, className, children }) => (
  <a href={`#${to}`} className={className}>
    {children}
  </a>
);

export const sampleAnalysis: AnalyzeResponse = {
  interpretation:
    'You write that you walked through a forest of glass trees toward a tower. I stay close to these words. The forest is where one gets lost and where transformation happens; the tower rises above it, a place of overview and isolation.\n\nThe old man with the lantern is a figure I have called the Wise Old Man: the spirit of meaning that appears when the dreamer is at a loss. What would it mean for you to ask him the way?',
  keywords: ['forest', 'glass', 'tower', 'lantern', 'old man', 'cat'],
  sentiment: 'mixed',
  emotions: { apprehension: 0.42, happiness: 0.18, anger: 0.04, confusion: 0.27, sadness: 0.09 },
  symbols: [
    { symbol: 'forest', meaning: 'The unconscious in its natural, untamed form, where one gets lost and where transformation happens.' },
    { symbol: 'tower', meaning: 'Ascent, overview and isolation; the heights of consciousness or pride.' },
    { symbol: 'lantern', meaning: 'Consciousness and insight; illumination in the dark of the unconscious.' },
  ],
  archetypes: ['Wise Old Man', 'Self'],
  engine: 'builtin',
  support: false,
};

/** The first of the server's support messages, as the safety check puts it at the head of a reading. */
export const sampleSupportMessage =
  'Before I say anything about the dream, I want to speak to you plainly, outside of any theory: your words touch on harming yourself or on not wanting to live. If thoughts like these are with you in waking life too, please do not carry them alone; tell someone you trust today, and if you feel in danger, call your local emergency number or a crisis line in your country.';
/** The same message for a dream told in Spanish, on the line after the English one. */
export const sampleSupportMessageEs =
  'Antes de decir nada sobre el sueño, quiero hablarte con claridad, fuera de toda teoría: tus palabras hablan de hacerte daño o de no querer vivir. Si esos pensamientos te acompañan también durante el día, no cargues con ellos en soledad; habla hoy con alguien de confianza y, si sientes que estás en peligro, llama al número de emergencias de tu país o a una línea de ayuda en crisis.';

/** A reading the safety check flagged: the support message opens it, as the API returns it. */
export const sampleSupportAnalysis: AnalyzeResponse = {
  ...sampleAnalysis,
  interpretation: `${sampleSupportMessage}\n\nYou write that you stood on a bridge over black water, and I stay close to these words. A bridge joins two shores; in the dream you stop in the middle of it, where nothing has yet been decided.\n\nWhat would it take for you to be met there by someone?`,
  keywords: ['bridge', 'water', 'night'],
  sentiment: 'negative',
  emotions: { apprehension: 0.38, happiness: 0, anger: 0, confusion: 0.2, sadness: 0.71 },
  symbols: [{ symbol: 'bridge', meaning: 'A passage between two states; the place of crossing and of decision.' }],
  archetypes: [],
  support: true,
};

const day = (n: number) => new Date(Date.UTC(2026, 10, 21 - n, 7, 30)).toISOString();

export const sampleDreams: Dream[] = [
  { text: 'I walked through a forest of glass trees toward a tower where an old man waited with a lantern and a black cat.', kw: ['forest', 'glass', 'tower', 'lantern'], s: 'mixed' as const },
  { text: 'A wolf followed me through the snow until we reached a frozen lake.', kw: ['wolf', 'snow', 'lake'], s: 'negative' as const },
  { text: 'Flying over the sea.', kw: ['flying', 'sea'], s: 'positive' as const },
  { text: 'My teeth crumbled while I was giving a speech to a silent audience in a hall of mirrors.', kw: ['teeth', 'speech', 'mirror'], s: 'negative' as const },
  { text: 'A garden full of golden apples, and a snake that spoke kindly.', kw: ['garden', 'apple', 'snake'], s: 'positive' as const },
  { text: 'I searched an old house for a lost key.', kw: ['house', 'key'], s: 'neutral' as const },
].map((d, i) => ({
  id: i + 1,
  dream_text: d.text,
  date: day(i),
  mood: 'neutral',
  created_at: day(i),
  interpretation: i === 0 ? sampleAnalysis.interpretation : `A reading of the ${d.kw[0]} dream in the voice of C. G. Jung.`,
  keywords: d.kw,
  sentiment: d.s,
  emotions: sampleAnalysis.emotions,
  symbols: i === 0 ? sampleAnalysis.symbols : [],
  archetypes: i === 0 ? sampleAnalysis.archetypes : [],
  engine: 'builtin',
  support: false,
}));

export const sampleUsers: User[] = [
  { id: 1, username: 'admin', email: 'admin@example.com', first_name: null, last_name: null, role: 'ADMIN', email_verified: true, created_at: day(40), is_active: true },
  { id: 2, username: 'carl', email: 'carl@example.com', first_name: 'Carl', last_name: 'Jung', role: 'USER', email_verified: true, created_at: day(3), is_active: true },
  { id: 3, username: 'emma-with-a-rather-long-username', email: 'emma.rauschenbach-with-a-long-address@example.org', first_name: 'Emma', last_name: 'Jung', role: 'USER', email_verified: false, created_at: day(1), is_active: false },
];
