/** Timing source of the model (docs/model.md#helpers: `performance.now()`). */
export const LIB_Device = {
  getTiming(): number {
    return performance.now();
  },
};
