import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadPortalStrings } from '../i18n/i18n';

// Components are tested with every string, as the portal shows them once its chunk has loaded.
await loadPortalStrings();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
