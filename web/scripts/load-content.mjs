// Loads web/lib/content.ts (the one module that reads the graph) from plain Node 20,
// which cannot run TypeScript: the module is transpiled in memory by the project's own
// TypeScript compiler. Used by next.config.mjs and site-files.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'content.ts');

export async function loadContent() {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}#${pathToFileURL(file)}`);
}
