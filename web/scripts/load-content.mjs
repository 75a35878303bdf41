// Loads web/lib/content.ts (the one module that reads the graph) from plain Node 20,
// which cannot run TypeScript: the module is transpiled in memory by the project's own
// TypeScript compiler (transpile.mjs, cached). Used by next.config.mjs and site-files.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transpile } from './transpile.mjs';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'content.ts');

export async function loadContent() {
  const outputText = await transpile(fs.readFileSync(file, 'utf8'), file,
    (ts) => ({ module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }));
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}#${pathToFileURL(file)}`);
}
