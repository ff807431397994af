export { PageGrid, PageHeader, PageStack, primaryLinkStyle } from './page-layout';
