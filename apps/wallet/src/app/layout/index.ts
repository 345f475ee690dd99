// Public API of the app shell's layout: the page frame with header, menus and footer, the menu context the app
// fills from its feature registry, the not-found page, and the parts the pre-rendered welcome screen reuses.
export { AppLayout } from './AppLayout.tsx';
export { HomeLink } from './HomeLink.tsx';
export { MainMenu } from './MainMenu.tsx';
export { MenuContext, useMenuEntries } from './MenuContext.ts';
export { NotFoundPage } from './NotFoundPage.tsx';
export { SiteFooter } from './SiteFooter.tsx';
