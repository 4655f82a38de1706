// Refuses an end-of-life Node.js before anything else runs: with one line naming the version
// found and the one needed, and exit status 1, instead of an abort or a segfault inside a native
// module later (better-sqlite3 13 needs Node 22; docs/decisions/021). Imported first by every
// entry point (scripts/*.mjs, server/main.ts) and run before each npm script that starts tsx or
// vitest. Written in the JavaScript that old Node versions still parse.

/** The oldest Node.js this project runs on; package.json `engines` says the same (a test checks). */
export const minimumNode = '22.12.0';

function parts(version) {
  return String(version)
    .replace(/^v/, '')
    .split('.')
    .map((part) => parseInt(part, 10) || 0);
}

/** The refusal for a Node.js older than minimumNode, or null when it is new enough. */
export function nodeVersionProblem(version) {
  const found = parts(version);
  const needed = parts(minimumNode);
  for (let i = 0; i < 3; i++) {
    if (found[i] > needed[i]) return null;
    if (found[i] < needed[i]) {
      return (
        'This site needs Node.js ' +
        minimumNode +
        ' or newer (26 LTS recommended, 24 and 22 supported); ' +
        'this is Node.js ' +
        String(version).replace(/^v/, '') +
        '. See "Requirements" in README.md.'
      );
    }
  }
  return null;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
