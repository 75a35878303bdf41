/**
 * Compiles an edited live example in the browser (loaded on the first edit): sucrase
 * removes the types and turns JSX into calls, and sval, a JavaScript interpreter, runs
 * the module, since the site's Content-Security-Policy allows no eval. As in the docs,
 * the code may import only from "react" and "@elastic/charts" and exports one component.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { transform } from 'sucrase';
import Sval from 'sval';
import * as charts from '../../live/charts';
import { exportedComponent } from '../../live/types';

const ALLOWED = new Set(['react', '@elastic/charts']);

export function compileExample(code: string): React.ComponentType {
  for (const m of code.matchAll(/(?:^|\n)\s*import\b[^;'"]*?['"]([^'"\n]*)['"]/g)) {
    if (!ALLOWED.has(m[1])) throw new Error(`An example may import only from "react" and "@elastic/charts", not "${m[1]}".`);
  }
  let js: string;
  try {
    js = transform(code, { transforms: ['typescript', 'jsx'], jsxRuntime: 'automatic', production: true }).code;
  } catch (err) {
    throw new Error((err as Error).message);
  }
  const interpreter = new Sval({ ecmaVer: 'latest', sourceType: 'module' });
  interpreter.import({
    react: { ...React, default: React },
    'react/jsx-runtime': jsxRuntime,
    '@elastic/charts': charts,
  });
  interpreter.run(js);
  const Example = exportedComponent(interpreter.exports as Record<string, unknown>);
  if (!Example) throw new Error('The example must export one component, e.g. `export default function Example() { … }`.');
  return Example;
}
