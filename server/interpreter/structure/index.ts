/** The dream's structure: clauses, scenes, the four phases, the ending, the central image and the shape. */
export { readDrama, type DramaOptions } from './drama';
export { validateDramaCues } from './cues';
export type { CentralImage, Clause, Drama, Ending, EndingKind, Mention, Scene, Shape, Turn, TurnKind } from './types';
export { ENDINGS, SHAPES } from './types';
