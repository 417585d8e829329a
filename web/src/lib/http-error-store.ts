import { useSyncExternalStore } from 'react';

/** One HTTP failure no screen handled (spec 1 §8: modal titled 'HTTP: {status}'); the error gives its text. */
export type THttpErrorNotice = { status: number; error: unknown };

let current: THttpErrorNotice | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const reportHttpError = (notice: THttpErrorNotice) => {
  current = notice;
  emit();
};

export const dismissHttpError = () => {
  current = null;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useHttpErrorNotice = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
