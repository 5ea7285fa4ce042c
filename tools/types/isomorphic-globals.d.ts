/**
 * The web-platform globals that both runtimes of isomorphic code provide (Node and every browser
 * Facet supports), declared only as far as the isomorphic libs use them. The isomorphic program
 * has neither the DOM nor the Node types, so `window`, `process` or `Buffer` there fail to compile.
 */
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
