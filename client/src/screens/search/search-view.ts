// The search page's list: how many results a page shows (the API's default, shared/search.schema.ts).
export const resultsPageSize = 10;
