/** Model fields are writable by anyone: only a finite number may reach a backend. */
export const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
