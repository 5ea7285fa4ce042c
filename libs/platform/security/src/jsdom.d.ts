/**
 * What the SVG cleaning uses of jsdom: a window to hand to DOMPurify and its XML serialiser.
 * jsdom ships no types, and `@types/jsdom` would bring the browser's DOM types into the server's
 * program; these few declarations keep them out.
 */
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export interface ServerWindow extends WindowLike {
    XMLSerializer: new () => { serializeToString(node: unknown): string };
    close(): void;
  }

  export class JSDOM {
    constructor(html?: string);
    readonly window: ServerWindow;
  }
}
