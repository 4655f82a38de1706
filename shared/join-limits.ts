// The lengths a join application may have, without zod: the form shows them (counters, maxLength)
// from the page's first paint; the schema that enforces them (join.schema.ts) loads later.
export const joinLimits = { nameMax: 100, emailMax: 254, messageMax: 2000 } as const;
