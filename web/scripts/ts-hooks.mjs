// Module hooks that let plain Node (20.6+, no --experimental-strip-types) run the
// project's TypeScript: the unit tests and the build steps that share code with the
// client (the search index builder). Each .ts file is transpiled in memory by the
// project's own TypeScript compiler (transpile.mjs, cached); extensionless relative
// imports resolve to .ts/.tsx the way the Next bundler resolves them. Registered by
// ts-register.mjs.
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transpile } from './transpile.mjs';

const TS = /\.(ts|tsx|mts)$/;

export async function resolve(specifier, context, next) {
  const parent = context.parentURL ?? '';
  if ((specifier.startsWith('.') || specifier.startsWith('/')) && parent.startsWith('file:') && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
    for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
      const url = new URL(specifier + ext, parent);
      if (fs.existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true, format: 'module' };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !TS.test(url)) return next(url, context);
  const file = fileURLToPath(url);
  const source = await transpile(fs.readFileSync(file, 'utf8'), pathToFileURL(file).href, (ts) => ({
    module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX,
    verbatimModuleSyntax: false, sourceMap: false, inlineSourceMap: true, inlineSources: true,
  }));
  return { format: 'module', source, shortCircuit: true };
}
