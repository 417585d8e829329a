import { vi } from 'vitest';

/** Makes `matchMedia` (what MUI's useMediaQuery reads) answer as a window `width` px wide: jsdom has none. */
export function stubViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    const ignore = () => undefined;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: ignore,
      removeListener: ignore,
      addEventListener: ignore,
      removeEventListener: ignore,
      dispatchEvent: () => false,
    };
  });
}
