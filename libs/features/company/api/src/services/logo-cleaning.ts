import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import type { WindowLike } from 'dompurify';

/**
 * A company's logo, which people upload and other people see, is cleaned on the server
 * before it is stored: what is kept can draw a picture and nothing else. A PNG keeps only the
 * chunks that draw it (no text, no metadata, no private chunks); an SVG goes through DOMPurify
 * (a parser, not a pattern) and keeps no script, no event handler, no link and no reference to
 * anything outside itself.
 */
export type CleanImageProblem = 'notAnImage' | 'tooLarge' | 'tooManyPixels';

export class ImageRefused extends Error {
  constructor(readonly problem: CleanImageProblem) {
    super(`image refused: ${problem}`);
  }
}

export interface CleanImageLimits {
  maxBytes: number;
  /** The largest width or height of a bitmap, in pixels. */
  maxPixels: number;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Chunks that affect how the picture looks; everything else (tEXt, eXIf, iTXt, private) goes. */
const drawingChunks = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'IDAT',
  'IEND',
  'gAMA',
  'cHRM',
  'sRGB',
  'pHYs',
]);

/** Returns the PNG with its drawing chunks only; refuses a file that is not a whole, valid PNG. */
export function cleanPng(content: Buffer, limits: CleanImageLimits): Buffer {
  if (content.length > limits.maxBytes) throw new ImageRefused('tooLarge');
  if (content.length < pngSignature.length || !content.subarray(0, 8).equals(pngSignature)) {
    throw new ImageRefused('notAnImage');
  }
  const kept: Buffer[] = [pngSignature];
  let offset = pngSignature.length;
  let sawHeader = false;
  let sawImageData = false;
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > content.length) throw new ImageRefused('notAnImage');
    const type = content.toString('latin1', offset + 4, offset + 8);
    const typeAndData = content.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== content.readUInt32BE(offset + 8 + length)) {
      throw new ImageRefused('notAnImage');
    }
    if (!sawHeader) {
      if (type !== 'IHDR' || length !== 13) throw new ImageRefused('notAnImage');
      const width = content.readUInt32BE(offset + 8);
      const height = content.readUInt32BE(offset + 12);
      if (width === 0 || height === 0) throw new ImageRefused('notAnImage');
      if (width > limits.maxPixels || height > limits.maxPixels) {
        throw new ImageRefused('tooManyPixels');
      }
      sawHeader = true;
    }
    if (type === 'IDAT') sawImageData = true;
    if (drawingChunks.has(type)) kept.push(content.subarray(offset, end));
    offset = end;
    if (type === 'IEND') {
      if (!sawImageData) throw new ImageRefused('notAnImage');
      return Buffer.concat(kept);
    }
  }
  throw new ImageRefused('notAnImage');
}

/**
 * Elements that embed or link another document, or change attributes over time (an animation
 * can turn a harmless reference into a link). Styles stay: design tools write colours as CSS,
 * and the logo is only ever shown as an image, where a picture fetches nothing, and served
 * under a policy that forbids fetching (company-logo route).
 */
const forbiddenSvgTags = [
  'image',
  'a',
  'foreignObject',
  'script',
  'animate',
  'animateMotion',
  'set',
];
const referenceAttributes = new Set(['href', 'xlink:href']);

/**
 * The few members of jsdom's DOM the cleaning reads. The server's program has no DOM types (it
 * must not use a browser's globals by mistake), so they are named here rather than taken from
 * `lib.dom`.
 */
interface CleanedSvgRoot {
  localName: string;
  childElementCount: number;
  hasAttribute(name: string): boolean;
}

interface ParsedFragment {
  firstElementChild: CleanedSvgRoot | null;
}

/**
 * What the cleaning uses of jsdom: a window for DOMPurify and its XML serialiser. jsdom ships no
 * types, and `@types/jsdom` would bring the browser's DOM types into the server's program, so it
 * is loaded by `require` and given these few.
 */
interface JsdomModule {
  JSDOM: new (html: string) => {
    window: WindowLike & {
      XMLSerializer: new () => { serializeToString(node: CleanedSvgRoot): string };
      close(): void;
    };
  };
}

const requireJsdom: (id: 'jsdom') => JsdomModule = createRequire(import.meta.url);

function isParsedFragment(value: object): value is ParsedFragment {
  return 'firstElementChild' in value;
}

/** Returns the SVG cleaned and serialised as a standalone XML document; refuses one with no picture. */
export async function cleanSvg(
  content: Buffer,
  limits: Pick<CleanImageLimits, 'maxBytes'>,
): Promise<Buffer> {
  if (content.length > limits.maxBytes) throw new ImageRefused('tooLarge');
  const text = content.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw new ImageRefused('notAnImage');
  // Loaded on first use: the parser and its window cost a server start nothing until someone uploads.
  const { JSDOM } = requireJsdom('jsdom');
  const { default: createPurifier } = await import('dompurify');
  const { window } = new JSDOM('');
  try {
    const purifier = createPurifier(window);
    // A reference may point inside the picture (a gradient built on another, `href="#base"`), never outside it.
    purifier.addHook('uponSanitizeAttribute', (_node, attribute) => {
      if (referenceAttributes.has(attribute.attrName) && !attribute.attrValue.startsWith('#')) {
        attribute.keepAttr = false;
      }
    });
    const fragment = purifier.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: forbiddenSvgTags,
      RETURN_DOM_FRAGMENT: true,
    });
    const root = isParsedFragment(fragment) ? fragment.firstElementChild : null;
    if (!root || root.localName !== 'svg' || root.childElementCount === 0) {
      throw new ImageRefused('notAnImage');
    }
    if (
      !root.hasAttribute('viewBox') &&
      !(root.hasAttribute('width') && root.hasAttribute('height'))
    ) {
      throw new ImageRefused('notAnImage');
    }
    const cleaned = Buffer.from(new window.XMLSerializer().serializeToString(root), 'utf8');
    if (cleaned.length > limits.maxBytes) throw new ImageRefused('tooLarge');
    return cleaned;
  } finally {
    window.close();
  }
}
