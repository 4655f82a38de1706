export declare const minimumNode: string;
export declare function nodeVersionProblem(version: string): string | null;
