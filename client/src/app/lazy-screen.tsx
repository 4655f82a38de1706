import { use, type ComponentType } from 'react';
import { limits } from '../../../shared/constants';

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * A lazily loaded screen whose chunk must arrive within docs/product.md's 120-second time-out: it
 * suspends (the route's spinner shows) until the chunk is in. `preload()` starts fetching the
 * chunk before React asks for it. Once the chunk is in, the screen renders straight away
 * (React.lazy would suspend once more and show the spinner for a frame), so a page whose chunk
 * came with the first render appears in one piece. The rendered component is the screen's own
 * in both cases, so nothing remounts when the chunk arrives.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ScreenModule<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ScreenModule<P>> | undefined;
  const preload = () =>
    (loading ??= Promise.race([
      load(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The page took too long to load.')), limits.chunkLoadTimeoutMs)),
    ]).then((module) => {
      loaded = module.default;
      return module;
    }));
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per screen at module level (app/App.tsx), never in a render: each Screen is one stable component
  function Screen(props: P) {
    const Component = loaded ?? use(preload()).default;
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
