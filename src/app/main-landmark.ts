import { createContext, useContext } from 'react';

/**
 * True inside a layout's `<main>`: a page drawn there (the 404 page, an error inside the layout)
 * must not open a second main landmark, which screen readers list as two pages' worth of content.
 */
export const InsideMain = createContext(false);

export function useInsideMain(): boolean {
  return useContext(InsideMain);
}
