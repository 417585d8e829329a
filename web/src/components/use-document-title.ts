import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the calling screen is shown, so tabs, history and screen readers tell the
 * screens apart (WCAG 2.4.2); the next screen sets its own.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
