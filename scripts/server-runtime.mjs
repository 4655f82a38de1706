// How the server process is started: by npm start (scripts/start.mjs), by npm run bench, and in
// the README's systemd unit (keep them alike). Why these values: docs/decisions/009.

/** Node flags of the server process: V8's heap limits are fixed when the process starts. */
export const serverNodeFlags = [
  // Young generation 2 × 8 MB instead of 2 × 16 MB; 4 MB made each request cost ~15 % more.
  '--max-semi-space-size=8',
  // A heap cap far above what the site keeps (~30 MB) that also makes V8 collect the old
  // generation at 1.3× its live size instead of letting it grow 4× between collections.
  '--max-old-space-size=256',
];

/** Environment of the server process (values already set win). */
export const serverEnvironment = {
  // glibc makes up to 8 malloc arenas per core for V8's and libuv's threads; 2 keep them from
  // holding freed memory.
  MALLOC_ARENA_MAX: '2',
  // A block of 1 MiB or more (argon2's 19 MiB per hash) is mapped for itself and given back when
  // freed. Without it glibc raises its threshold to the first such block freed, and the next ones
  // come from the arenas and stay: a sign-in burst left the site ~40 MB larger and peaked at 202 MB.
  MALLOC_MMAP_THRESHOLD_: '1048576',
};
