import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from './api-client';
import { reportHttpError } from './http-error-store';

declare module '@tanstack/react-query' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** Failures of calls whose screen did not claim them end in the 'HTTP: {status}' modal (spec 1 §8). */
const reportUnhandled = (error: unknown, handled: boolean | undefined) => {
  if (handled) return;
  if (isHttpError(error)) {
    // No session: the portal shell sends the user to sign in; an error modal on top would only get in the way.
    if (error.status === 401) {
      const here = `${window.location.pathname}${window.location.search}`;
      if (window.location.pathname.startsWith('/Portal/'))
        window.location.assign(`/?ReturnUrl=${encodeURIComponent(here)}`);
      return;
    }
    reportHttpError({ status: error.status, error });
    return;
  }
  reportHttpError({ status: 0, error });
};

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportUnhandled(error, query.meta?.handlesErrors) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportUnhandled(error, mutation.meta?.handlesErrors),
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
