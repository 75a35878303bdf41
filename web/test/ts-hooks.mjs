// Module hooks that let Node 20 run the web's TypeScript unit tests: .ts files are
// transpiled in memory with the project's own TypeScript (types are checked by tsc,
// not here). Node 20 has no built-in type stripping.
import { readFile } from "node:fs/promises";
import ts from "typescript";

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    // Extensionless relative imports ("./rank") resolve to .ts, as in the bundler.
    if (specifier.startsWith(".") && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      for (const ext of [".ts", ".tsx", "/index.ts"]) {
        try {
          return await next(specifier + ext, context);
        } catch {}
      }
    }
    throw err;
  }
}

export async function load(url, context, next) {
  if (/\.tsx?$/.test(url)) {
    const source = await readFile(new URL(url), "utf8");
    const out = ts.transpileModule(source, {
      fileName: url,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        verbatimModuleSyntax: false,
        sourceMap: false,
      },
    });
    return { format: "module", source: out.outputText, shortCircuit: true };
  }
  return next(url, context);
}
