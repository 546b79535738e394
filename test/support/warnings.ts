/** Collects what is written with console.warn (the library's warnings channel prints there) until restored. */
export function captureWarnings(): { messages: string[]; restore(): void } {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return {
    messages,
    restore() {
      console.warn = original;
    },
  };
}
