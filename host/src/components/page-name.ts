import { createContext, useContext } from 'react';

/** The name of the page shown (its title, e.g. "Brands"), for what says that the page failed. */
export const PageNameContext = createContext<string | undefined>(undefined);

export const usePageName = () => useContext(PageNameContext);
