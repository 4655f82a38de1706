// Simplified → Traditional Chinese on the server (issue 25, docs/decisions/035): OpenCC's Taiwan
// standard with phrases (opencc-js, cn → twp) and our overrides. Its dictionaries (about 1 MB)
// load on first use, never in the browser. A conversion of a short text takes microseconds;
// content is converted once per write and stored, not per request (docs/decisions/036).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyTraditionalOverrides } from '../../shared/traditional-overrides.js';
import { compactConverter, type ConverterConfig } from './opencc-compact.js';

type Convert = (text: string) => string;
let converter: Convert | undefined;

/** Texts converted since start: a write converts its Chinese fields once, a read never (tests count it). */
export const traditionalConversions = { count: 0 };

/**
 * OpenCC's s2twp, as opencc-js's preset names it (`configs.s2twp` of opencc-js/preset/cn2t), its
 * dictionaries read as files rather than imported: an imported module is never let go, so its
 * text (2 MB of heap, the 1 MB phrase list twice over: the source and its string) stayed after
 * the converter was released. server/lib/traditional.test.ts checks this equals the preset.
 */
export async function readS2twp(): Promise<ConverterConfig> {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('opencc-js/preset/cn2t')), '../dict');
  const names = [
    'CJK_Compatibility_Ideographs',
    'STPhrases',
    'STPhrases_GeneratedFromRegionalPhrases',
    'STCharacters',
    'TWPhrases',
    'TWVariantsPhrases',
    'TWVariants',
  ] as const;
  const read = async (name: (typeof names)[number]): Promise<[string, string]> => {
    const text = await fs.promises.readFile(path.join(dir, `${name}.js`), 'utf8');
    // Each file is one string literal: export default "source replacement|…";
    const literal = /^export default ("[^"\\]*");?\s*$/.exec(text)?.[1];
    if (literal === undefined) throw new Error(`opencc-js's dictionary ${name} is not in the form this reads (server/lib/traditional.ts)`);
    return [name, JSON.parse(literal) as string];
  };
  const dict = Object.fromEntries(await Promise.all(names.map(read))) as Record<(typeof names)[number], string>;
  const phrases = [dict.STPhrases, dict.STPhrases_GeneratedFromRegionalPhrases];
  return {
    normalizationChain: [[dict.CJK_Compatibility_Ideographs]],
    segmentation: phrases,
    conversionChain: [
      [...phrases, dict.STCharacters],
      [dict.TWPhrases, dict.TWVariantsPhrases, dict.TWVariants],
    ],
  };
}

async function load(): Promise<Convert> {
  // Held compactly (lib/opencc-compact.ts).
  const convert = compactConverter(await readS2twp());
  return (text) => {
    if (!text) return text;
    traditionalConversions.count++;
    return applyTraditionalOverrides(convert(text));
  };
}
let loading: Promise<Convert> | undefined;

/**
 * How long the converter stays loaded after its last use. It searches the dictionaries' own text
 * (about 1 MB of heap for its index, where opencc-js builds trees of about 45 MB); writes come now
 * and then, so it is let go between them and a site that only reads never carries it (the memory
 * budgets of docs/budgets.md).
 */
export const traditionalKeptMs = 60_000;
let release: NodeJS.Timeout | undefined;

function used(): Convert {
  if (release) release.refresh();
  else
    release = setTimeout(() => {
      converter = undefined;
      loading = undefined;
      release = undefined;
    }, traditionalKeptMs).unref();
  return converter!;
}

/** Loads the converter (once while in use); `loadedTraditional` then gives it synchronously. */
export async function loadTraditional(): Promise<Convert> {
  converter ??= await (loading ??= load());
  return used();
}

/** The Traditional form of a Simplified text (empty stays empty). */
export async function toTraditional(text: string): Promise<string> {
  if (!text) return text;
  return (await loadTraditional())(text);
}

/** The converter once `loadTraditional` has finished; throws before (a caller that forgot to load it). */
export function loadedTraditional(): Convert {
  if (!converter) throw new Error('the Traditional converter is not loaded: await loadTraditional() first');
  return used();
}

/** Whether the converter is loaded now (tests). */
export function traditionalLoaded(): boolean {
  return converter !== undefined;
}

export { type ChineseSide, chineseSideOf } from './language.js';

/** A Chinese field as a zh-Hant reader gets it: the staff's own Traditional text, else the converted one. */
export function traditionalText(converted: string, override: string): string {
  return override || converted;
}
