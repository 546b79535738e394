/** Timing source of the model (DECISIONS.md: `performance.now()`). */
export const LIB_Device = {
  getTiming(): number {
    return performance.now();
  },
};
