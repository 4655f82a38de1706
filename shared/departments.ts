// The society's departments (docs/product.md §3): five departments plus the executive committee.
export const departments = ['arts', 'career', 'operation', 'support', 'engagement', 'executive_committee'] as const;
export type Department = (typeof departments)[number];
