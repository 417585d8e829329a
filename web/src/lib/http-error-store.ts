import { useSyncExternalStore } from 'react';

/** One HTTP failure no screen handled (spec 1 §8: modal titled 'HTTP: {status}'). */
export type THttpErrorNotice = { status: number; messageKey?: string | undefined; message: string };

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
