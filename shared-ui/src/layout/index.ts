export { PageGrid, PageHeader, PageStack, primaryLinkStyle } from './page-layout';
export { ListFooter, type ListFooterProps } from './list-footer';
