// The two wink packages ship no types; only what compare-retrievers.ts calls is declared.
declare module 'wink-bm25-text-search' {
  type Task = (input: never) => unknown;
  interface Engine {
    defineConfig(config: { fldWeights: Record<string, number> }): void;
    definePrepTasks(tasks: Task[]): void;
    addDoc(doc: object, id: string): void;
    consolidate(): void;
    search(query: string, limit: number): [string, number][];
  }
  export default function bm25(): Engine;
}

declare module 'wink-nlp-utils' {
  type Task = (input: never) => unknown;
  const utils: {
    string: { lowerCase: Task; removeExtraSpaces: Task; tokenize0: Task };
    tokens: { removeWords: Task; stem: Task };
  };
  export default utils;
}
