import { lazy, type ComponentType } from 'react';
import { limits } from '../../../shared/constants';

/** A lazily loaded screen whose chunk must arrive within SPEC.md's 120-second time-out. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('The page took too long to load.')), limits.chunkLoadTimeoutMs),
      ),
    ]),
  );
}
