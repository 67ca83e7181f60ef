import { describe, expect, it } from 'vitest';
import { parseText } from '../nlp';
import { detectDistress } from './index';
import { foldText, likeliestLanguage, phraseSignals } from './other-languages';

const languagesOf = (text: string) => [...new Set(phraseSignals(text).map((s) => s.lang))];

/** Phrasings written for these tests, not taken from the evaluation set. */
const positives: Record<'es' | 'de' | 'fr' | 'pt', string[]> = {
  es: [
    'Ya no quiero vivir. Anoche soñé con un pasillo sin salida.',
    'En el sueño yo quería desaparecer para siempre y nadie me buscaba.',
    'Pensé en suicidarme dentro del sueño, y me desperté llorando.',
    'Soñé que intentaba ahorcarme en el granero de mi abuelo.',
    'Me siento una carga para mi familia y soñé que me dejaban en una estación.',
    'En el sueño me tiré del puente y no sentí nada.',
    'Anoche otra vez me corté, y soñé con una bañera llena de agua oscura.',
    'Soñé que caía de una terraza. Ya medí la altura desde mi ventana.',
    'Soñé con un tren vacío. Creo que sería más fácil para todos si yo no estuviera.',
    'Soñé con un pasillo. Llevo semanas pensando en cómo quitarme de en medio.',
  ],
  de: [
    'Ich wünschte, ich wäre tot. Im Traum saß ich allein auf einer Bank.',
    'Ich wollte mich im Traum umbringen und stand am Fenster im zehnten Stock.',
    'Im Traum hatte ich Selbstmordgedanken, und alles war grau.',
    'Alle wären ohne mich besser dran, dachte ich im Traum.',
    'Ich habe im Traum eine ganze Packung Schlaftabletten geschluckt.',
    'Ich habe mir im Traum die Arme aufgeschnitten.',
    'Ich ritz mich wieder jeden Abend. Im Traum war mein Zimmer voller Wasser.',
    'Im Traum bin ich einfach weggeflogen. Ehrlich, für mich wäre das die beste Lösung.',
    'Ohne mich hätten es meine Eltern viel leichter, und ich träume jede Nacht vom Meer.',
    'Im Traum war die Küche leer. Ich weiß nicht mehr, wofür ich noch aufstehen soll.',
    'Im Traum stand ich am Gleis. Ich bin nur noch leer, ich will nicht mehr.',
  ],
  fr: [
    'J\'ai rêvé d\'un couloir blanc. Je me coupe à nouveau depuis la rentrée.',
    'Ce serait mieux pour tout le monde si je disparaissais, et j\'ai rêvé d\'une gare.',
    "J'avais envie de mourir dans le rêve, tout était gris.",
    "Je pensais à me tuer, dans le rêve j'étais sur le toit de l'immeuble.",
    "Je n'avais plus envie de vivre, et je rêvais d'un grand trou noir.",
    'Dans le rêve je voulais me jeter du pont, l’eau était noire.',
    "J'ai rêvé que je me suicidais avec des médicaments.",
    'Je me sens comme un fardeau pour tout le monde.',
    'Je me suis encore brûlée le bras avec une cigarette, et j’ai rêvé de braises.',
    'Au réveil j’étais déçu d’être encore là. Je rêvais d’un lac gelé.',
    'Je suis fatiguée de vivre et je rêve toutes les nuits de la mer.',
  ],
  pt: [
    'Sonhei com uma praia vazia. Sinceramente não vale mais a pena continuar vivendo.',
    'Sonhei com um telhado. Não sei quanto tempo mais eu aguento.',
    'Eu queria sumir para sempre, no sonho eu estava sozinha num barco.',
    'Sonhei que eu tentava me enforcar no sótão.',
    'Não quero mais viver. O sonho foi num hospital vazio.',
    'No sonho eu pensava em tirar minha própria vida.',
    'Qual o sentido de viver? No sonho tudo era cinza.',
    'Sonhei que engoli um frasco de calmantes inteiro.',
    'Estou juntando os comprimidos numa caixa faz semanas. Sonhei com uma farmácia vazia.',
  ],
};

const negatives: Record<'es' | 'de' | 'fr' | 'pt', string[]> = {
  es: [
    'Ya no aguanto más el calor de este verano, y soñé con nieve.',
    'El asesino quería quitarme la vida y yo me escondía en un armario.',
    'Me corté el dedo cocinando en el sueño y la sangre era azul.',
    'Mi amiga me dijo que quería morir, y en el sueño yo la abrazaba.',
    'Quería saltar del trampolín a la piscina pero tenía miedo.',
    'Estaba muerta de cansancio después de bailar toda la noche en el sueño.',
    'Leí un libro sobre el suicidio para la universidad y soñé con exámenes.',
    'Él quería matarme y yo corría por la playa.',
    'Me corté el pelo muy corto y soñé que me crecía hasta el suelo.',
  ],
  de: [
    'Ich will nicht mehr so viel arbeiten, und im Traum war ich am Meer.',
    'Ich war todmüde nach der Wanderung im Traum.',
    'Er wollte sich umbringen, und ich habe ihn im Traum gerettet.',
    'Ich habe einen Film über Selbstmord gesehen und dann von einem Hund geträumt.',
    'Ich wollte ins Schwimmbad springen, weil es so heiß war.',
    'Ich wollte nie sterben, ich hatte nur Angst im Traum.',
    'Die Last der Prüfungen war groß, und ich träumte von einem Berg.',
    'Ich habe Abschiedsbriefe an meine Kollegen geschrieben, weil ich die Firma verlasse, und träumte vom Büro.',
    'Ohne mich hätten es die anderen im Spiel leichter gehabt, ich war wirklich schlecht. Dann träumte ich vom Spiel.',
  ],
  fr: [
    "Elle voulait mourir dans le film, et moi je regardais le film dans le rêve.",
    "J'ai regardé un documentaire sur le suicide puis j'ai rêvé d'une plage.",
    "Je me suis coupé le doigt en épluchant des pommes de terre.",
    'Il voulait me faire du mal et je me cachais derrière une porte.',
    "Je ne voulais pas mourir, alors j'ai nagé jusqu'au bord.",
    'Je voulais sauter dans la piscine avec mes amis.',
    'Je me suis brûlée avec le fer à repasser ce matin, puis j’ai rêvé de vacances.',
    "J'ai lu un roman où l'héroïne se suicide, et j'en ai rêvé toute la nuit.",
    "J'ai un examen demain, je vais mourir de stress, et j'ai rêvé de poissons.",
    "Je me coupe les cheveux moi-même et j'ai rêvé d'un salon.",
  ],
  pt: [
    'Ele queria me machucar e eu fugia pelo corredor.',
    'Minha tia queria morrer em casa, e no sonho eu cuidava dela.',
    'Vi um filme sobre suicídio e depois sonhei com o mar.',
    'Eu não quero morrer, só quero entender o sonho.',
    'Cortei o cabelo no sonho e fiquei parecida com minha mãe.',
    'Eu queria pular da ponte para o rio, como fazíamos no verão quando criança, e nadar.',
    'Estou guardando remédios para doar ao posto de saúde e sonhei com um hospital.',
  ],
};

describe('distress phrases in Spanish, German, French and Portuguese', () => {
  for (const [lang, texts] of Object.entries(positives)) {
    for (const text of texts) {
      it(`${lang}: fires on "${text.slice(0, 50)}…"`, () => {
        expect(languagesOf(text)).toContain(lang);
        const d = detectDistress(text, parseText(text));
        expect(d.support).toBe(true);
        expect(d.language).toBe(lang);
      });
    }
  }
  for (const [lang, texts] of Object.entries(negatives)) {
    for (const text of texts) {
      it(`${lang}: stays quiet on "${text.slice(0, 50)}…"`, () => {
        expect(detectDistress(text, parseText(text)).signals).toEqual([]);
      });
    }
  }

  it('folds accents, case and curly apostrophes', () => {
    expect(foldText('Quería MORIR, j’avais Übelkeit')).toBe("queria morir, j'avais ubelkeit");
  });

  it('tells apart two languages that share a phrase by their function words', () => {
    expect(likeliestLanguage('Sonhei que eu escrevia cartas de despedida para a minha mãe.', ['es', 'pt'])).toBe('pt');
    expect(likeliestLanguage('Soñé que escribía cartas de despedida para mi madre y los niños.', ['es', 'pt'])).toBe('es');
  });

  it('leaves English to the English rules', () => {
    expect(phraseSignals('I wanted to die in the dream, and then I woke up.')).toEqual([]);
  });
});
