// Types of first-load-js.mjs for e2e/specs/budget.spec.ts.
export declare const FIRST_LOAD_BUDGET: number;
export declare function firstDocPage(out: string): string;
export declare function firstLoadJs(out: string, page: string): {
  page: string;
  scripts: { src: string; bytes: number }[];
  total: number;
};
