// Types of bench/results-md.mjs for the TypeScript that reads it (the docs' bench plugin).
export const HEADLINE_GOALS: number;
export const COUNT_CONDITIONS: [string, string][];
export function headlineMarkdown(
  results: { rows: { id?: string; value: unknown; target?: string }[]; cores?: number },
  options?: { goals?: boolean },
): string[];
export function resultsMarkdown(results: object): string;
export function formatValue(value: unknown): string;
export function meetsGoal(value: unknown, target: unknown): boolean | null;
