/** One line of the `npm run bench` table. Figures are compared with a baseline measured in the same run. */
export interface BenchRow {
  /** What is measured, e.g. 'keystore decrypt (scrypt N=2^18)'. */
  figure: string;
  /** Measured value of our implementation. */
  value: number;
  unit: string;
  /** The baseline measured in the same process/run, if the figure is a ratio. */
  baseline?: { label: string; value: number };
  /** Target as text, e.g. '≤ 1.15×' or '≤ 200 KB'. */
  target?: string;
  /** Whether the target was met (undefined when there is no target). */
  met?: boolean;
}

/** A benchmark module (`<workspace>/bench/<name>.ts`) default-exports one of these. */
export type Bench = () => Promise<BenchRow[]>;
