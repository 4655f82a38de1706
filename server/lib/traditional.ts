// Simplified → Traditional Chinese on the server (issue 25, docs/decisions/035): OpenCC's Taiwan
// standard with phrases (opencc-js, cn → twp) and our overrides. Its dictionaries (about 1 MB)
// load on first use, never in the browser. A conversion of a short text takes microseconds;
// content is converted once per write and stored, not per request.
import { applyTraditionalOverrides } from '../../shared/traditional-overrides.js';

type Convert = (text: string) => string;
let converter: Convert | undefined;

async function load(): Promise<Convert> {
  const { Converter } = await import('opencc-js/cn2t');
  const convert = Converter({ from: 'cn', to: 'twp' });
  return (text) => applyTraditionalOverrides(convert(text));
}
let loading: Promise<Convert> | undefined;

/** Loads the converter (once); later `toTraditional` calls are synchronous. */
export async function loadTraditional(): Promise<Convert> {
  converter ??= await (loading ??= load());
  return converter;
}

/** The Traditional form of a Simplified text (empty stays empty). */
export async function toTraditional(text: string): Promise<string> {
  if (!text) return text;
  return (await loadTraditional())(text);
}
