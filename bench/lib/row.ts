/** One measured figure, printed beside the goal it serves (issue 8). */
export interface Row {
  figure: string;
  value: number;
  unit: string;
  goal: string;
  /** Whether the goal is met; a reference figure (no goal) is always true. */
  ok: boolean;
  /** How it was measured, in one line (the README repeats it). */
  method: string;
}

/** A figure with no goal of its own: a reference for the others. */
export function reference(figure: string, value: number, unit: string, method: string): Row {
  return { figure, value, unit, goal: 'reference', ok: true, method };
}

/** A figure that could not be measured: shown, and failing, rather than silently missing. */
export function failedRow(figure: string, goal: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return { figure, value: Number.NaN, unit: '', goal, ok: false, method: `not measured: ${message.split('\n')[0]}` };
}
