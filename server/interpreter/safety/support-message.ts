/**
 * The paragraph that opens a reading when the safety check fires: short, warm, plain, in Jung's
 * voice but outside any theory, pointing to people and to local emergency or crisis services. It
 * never names a phone number: numbers differ by country, and a wrong one is worse than none.
 *
 * The message is one block (lines joined by a single "\n", no blank line inside): the English
 * paragraph, then the same paragraph in the dream's language when that is Spanish, German, French
 * or Portuguese. The reading follows after a blank line, so every client can tell the support
 * message from the interpretation as the interpretation's first block.
 *
 * Pure data and string functions, no NLP: the LLM path on the server's main thread uses it too.
 */
import type { SupportLanguage } from './signals';
import { hashText } from '../text-utils';

/** Each language holds the same variants in the same order, so a translation matches its English paragraph. */
const MESSAGES: Record<SupportLanguage, readonly string[]> = {
  en: [
    'Before I say anything about the dream, I want to speak to you plainly, outside of any theory: your words touch on harming yourself or on not wanting to live. If thoughts like these are with you in waking life too, please do not carry them alone; tell someone you trust today, and if you feel in danger, call your local emergency number or a crisis line in your country.',
    'Let me set the interpretation aside for a moment and speak as one person to another. What you describe touches on wishing to die or on hurting yourself; if any of that is with you when you are awake, it deserves to be shared now with someone close to you, a doctor, or a crisis line in your country. If you are in immediate danger, please call your local emergency number.',
    'One thing matters more to me than any reading of symbols. Your dream speaks of ending your life or of harming yourself; if that weight is with you by day as well, you need not bear it alone: reach out today to someone you trust or to a crisis line where you live, and call your local emergency number if you are in danger right now.',
  ],
  es: [
    'Antes de decir nada sobre el sueño, quiero hablarte con claridad, fuera de toda teoría: tus palabras hablan de hacerte daño o de no querer vivir. Si esos pensamientos te acompañan también durante el día, no cargues con ellos en soledad; habla hoy con alguien de confianza y, si sientes que estás en peligro, llama al número de emergencias de tu país o a una línea de ayuda en crisis.',
    'Permíteme dejar la interpretación a un lado por un momento y hablarte de persona a persona. Lo que describes toca el deseo de morir o de hacerte daño; si algo de eso te acompaña durante el día, merece compartirse ahora con alguien cercano, con un médico o con una línea de ayuda en crisis de tu país. Si estás en peligro inmediato, llama al número de emergencias local.',
    'Hay algo que me importa más que cualquier lectura de símbolos. Tu sueño habla de quitarte la vida o de hacerte daño; si ese peso también te acompaña de día, no tienes que llevarlo en soledad: busca hoy a alguien de confianza o una línea de ayuda en crisis donde vives, y llama al número de emergencias local si estás en peligro ahora mismo.',
  ],
  de: [
    'Bevor ich etwas über den Traum sage, möchte ich offen zu Ihnen sprechen, jenseits jeder Theorie: Ihre Worte berühren den Gedanken, sich etwas anzutun oder nicht mehr leben zu wollen. Wenn solche Gedanken Sie auch im Wachen begleiten, tragen Sie sie bitte nicht allein; sprechen Sie noch heute mit einem Menschen, dem Sie vertrauen, und wenn Sie sich in Gefahr fühlen, rufen Sie den örtlichen Notruf oder einen Krisendienst in Ihrem Land an.',
    'Lassen Sie mich die Deutung für einen Augenblick beiseitelegen und von Mensch zu Mensch sprechen. Was Sie beschreiben, berührt den Wunsch zu sterben oder sich zu verletzen; wenn etwas davon Sie auch im Wachen begleitet, teilen Sie es jetzt mit einem nahestehenden Menschen, einer Ärztin oder einem Arzt oder einem Krisendienst in Ihrem Land. Wenn Sie in akuter Gefahr sind, rufen Sie bitte den örtlichen Notruf an.',
    'Eines ist mir wichtiger als jede Deutung von Symbolen. Ihr Traum spricht davon, sich das Leben zu nehmen oder sich zu verletzen; wenn dieses Gewicht Sie auch am Tag begleitet, müssen Sie es nicht allein tragen: Wenden Sie sich heute an einen Menschen, dem Sie vertrauen, oder an einen Krisendienst in Ihrer Nähe, und rufen Sie den örtlichen Notruf an, wenn Sie gerade in Gefahr sind.',
  ],
  fr: [
    "Avant de dire quoi que ce soit sur le rêve, je veux vous parler simplement, en dehors de toute théorie : vos mots touchent à l'idée de vous faire du mal ou de ne plus vouloir vivre. Si de telles pensées vous accompagnent aussi pendant la journée, ne les gardez pas pour vous ; parlez-en dès aujourd'hui à quelqu'un en qui vous avez confiance et, si vous vous sentez en danger, appelez le numéro d'urgence de votre pays ou une ligne d'écoute.",
    "Permettez-moi de laisser l'interprétation de côté un instant et de vous parler d'une personne à une autre. Ce que vous décrivez touche au désir de mourir ou de vous blesser ; si quelque chose de cela vous accompagne pendant la journée, cela mérite d'être partagé maintenant avec un proche, un médecin ou une ligne d'écoute de votre pays. Si vous êtes en danger immédiat, appelez le numéro d'urgence local.",
    "Une chose compte plus pour moi que toute lecture des symboles. Votre rêve parle de mettre fin à vos jours ou de vous faire du mal ; si ce poids vous accompagne aussi le jour, vous n'avez pas à le porter sans aide : tournez-vous dès aujourd'hui vers quelqu'un en qui vous avez confiance ou vers une ligne d'écoute près de chez vous, et appelez le numéro d'urgence local si vous êtes en danger maintenant.",
  ],
  pt: [
    'Antes de dizer qualquer coisa sobre o sonho, quero falar com você de forma simples, fora de qualquer teoria: suas palavras tocam na ideia de se machucar ou de não querer viver. Se pensamentos assim acompanham você também durante o dia, não guarde isso só para você; converse hoje com alguém de confiança e, se sentir que está em perigo, ligue para o número de emergência do seu país ou para um serviço de apoio em crise.',
    'Deixe-me pôr a interpretação de lado por um momento e falar de pessoa para pessoa. O que você descreve toca no desejo de morrer ou de se ferir; se algo disso acompanha você durante o dia, merece ser compartilhado agora com alguém próximo, um médico ou um serviço de apoio em crise do seu país. Se você estiver em perigo imediato, ligue para o número de emergência local.',
    'Há uma coisa que me importa mais do que qualquer leitura de símbolos. Seu sonho fala de tirar a própria vida ou de se machucar; se esse peso também acompanha você durante o dia, você não precisa carregá-lo sem ajuda: procure hoje alguém de confiança ou um serviço de apoio em crise perto de você, e ligue para o número de emergência local se estiver em perigo agora.',
  ],
};

export const SUPPORT_VARIANTS = MESSAGES.en.length;

/** Every paragraph the support message can hold, in any language (tests, and stripping echoes). */
export const ALL_SUPPORT_PARAGRAPHS: readonly string[] = Object.values(MESSAGES).flat();

/** The same dream always gets the same variant. */
export const textSeed = hashText;

/** The support message for a dream: English first, then the dream's own language when it is one of the four others. */
export function supportMessage(seed: number, language: SupportLanguage = 'en'): string {
  const variant = seed % SUPPORT_VARIANTS;
  const lines = [MESSAGES.en[variant]!];
  if (language !== 'en') lines.push(MESSAGES[language][variant]!);
  return lines.join('\n');
}

/**
 * A paragraph that already does the support message's work: crisis lines, emergency numbers,
 * "someone you trust", or one of our own paragraphs echoed back. An LLM asked not to write one
 * sometimes does anyway; when our message opens the reading, its own would say it twice.
 */
const SUPPORT_LIKE =
  /\b(?:crisis (?:line|lines|service|services|centre|center|team|hotline|helpline)|hotlines?|helplines?|lifeline|emergency (?:number|numbers|services|line|room)|samaritans|suicide (?:prevention|hotline|helpline|line)|someone you trust|(?:a|the) doctor or|mental health professional|(?:call|dial|text) (?:\d|\+))|\b(?:988|911|999|112|111)\b/i;

/** The reading without paragraphs that are support messages of their own (see SUPPORT_LIKE). */
export function stripSupportLike(reading: string): string {
  const paragraphs = reading.split(/\n\s*\n/);
  const kept = paragraphs.filter((p) => !SUPPORT_LIKE.test(p) && !ALL_SUPPORT_PARAGRAPHS.some((s) => p.includes(s)));
  return kept.join('\n\n').trim();
}

/** The support message at the head of a reading that carries it: its first block. */
export function supportBlockOf(reading: string): string {
  return reading.split(/\n\s*\n/)[0] ?? '';
}

/** An analysis as an engine produced it, with or without the safety flag. */
type Unflagged<A extends { interpretation: string }> = A & { support?: boolean };

/**
 * Another engine's analysis of a dream the built-in engine has already read: when the safety check
 * fired there, the same support message opens this reading too (any support paragraph the engine
 * wrote itself is dropped, so it is not said twice) and the flag stays set. Whatever engine answers,
 * a person in distress reads the same words first.
 */
export function carrySupport<A extends { interpretation: string }>(builtin: { interpretation: string; support: boolean }, answer: Unflagged<A>): A & { support: boolean } {
  if (!builtin.support) return { ...answer, support: false };
  const body = stripSupportLike(answer.interpretation);
  const block = supportBlockOf(builtin.interpretation);
  return { ...answer, interpretation: body ? `${block}\n\n${body}` : block, support: true };
}
