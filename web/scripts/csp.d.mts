// Types of csp.mjs for the unit tests.
export function reactInstructionCode(): string[];
export function isReactInstruction(script: string, code: string[]): boolean;
export function checkCsp(outDir: string): Promise<{ pages: number; added: number }>;
