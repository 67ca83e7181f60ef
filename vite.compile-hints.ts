import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint, at the very top of every chunk the app and the widget build.
 *
 * Without it V8 compiles a function on the main thread the first time it is called, and starting
 * the app (the router's first navigation, the first render) calls most of what its chunks hold:
 * measured on the home page, that lazy compiling was about a third of each start-up task. With the
 * hint V8 compiles every function of the file along with the file itself, which for a streamed
 * script happens on a background thread while it downloads. The chunks are each loaded when they
 * are needed, so little compiled this way goes unused. Browsers that do not know the hint read a
 * comment.
 */
export const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Writes the hint as each chunk's first line once everything else is done: minification would drop
 * it as a comment, and Vite puts its preload helper above anything written earlier. The chunk's
 * source map (kept out of the served folder, for debugging) moves down one line with it. The
 * file's name keeps the hash of its code: the hint changes how the code is compiled, not what it does.
 */
export function compileAllFunctionsHint(): Plugin {
  return {
    name: 'dream-analyzer:compile-all-functions-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_ALL_FUNCTIONS_HINT)) continue;
          chunk.code = `${COMPILE_ALL_FUNCTIONS_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
