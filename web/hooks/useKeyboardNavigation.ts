import { useEffect } from 'react';

const CLASS = 'navigation-with-keyboard';

/** Tab adds a focus-ring marker class on <body>; a mouse press removes it. */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Tab') document.body.classList.add(CLASS); };
    const onMouse = () => document.body.classList.remove(CLASS);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
}
