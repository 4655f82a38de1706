/** The time, injectable so tests can stand at a boundary. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
