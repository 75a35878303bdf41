// Types of live-modules.mjs for the unit tests.
export interface ModuleExample { id: string; code: string; line: number; column: number; title: string; source: string }
export const examplesDir: string;
export function exampleModule(ex: ModuleExample, source: string): string;
export function writeModules(examples: ModuleExample[]): number;
