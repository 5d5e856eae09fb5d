import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// Sócio imports only the Mantine styles of the components it draws (src/socio/mantine-styles.ts). This
// check, at build time, walks every chunk the app's entry can load and refuses the build when one of
// them draws a Mantine component whose stylesheet Sócio does not import.

const COMPONENT = /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](\w+)[\\/]/;
const STYLE = /@mantine[\\/]core[\\/]styles[\\/](\w+)\.css$/;
// Resolved from a stylesheet: the package exports its styles, not its package.json.
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/global.css'));

/** The build fails if `entry`'s chunks draw a Mantine component without importing its styles. */
export function faceStyles(entry: string): Plugin {
  return {
    name: 'reserva:face-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const start = [...chunks.values()].find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`${path.sep}${entry}`),
      );
      if (!start) return this.error(`the build has no entry ${entry}`);
      const reached = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || reached.has(fileName)) return;
        reached.add(fileName);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      visit(start.fileName);
      const drawn = new Set<string>();
      const styled = new Set<string>();
      for (const fileName of reached) {
        for (const id of chunks.get(fileName)?.moduleIds ?? []) {
          const component = COMPONENT.exec(id)?.[1];
          if (component) drawn.add(component);
          const style = STYLE.exec(id)?.[1];
          if (style) styled.add(style);
        }
      }
      const missing = [...drawn].filter(
        (name) => !styled.has(name) && fs.existsSync(path.join(stylesDir, `${name}.css`)),
      );
      if (missing.length > 0) {
        this.error(
          `${entry} draws Mantine's ${missing.sort().join(', ')} without their styles: import them in src/socio/mantine-styles.ts`,
        );
      }
    },
  };
}
