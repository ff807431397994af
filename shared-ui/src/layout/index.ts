export { PageGrid, PageHeader, PageStack, primaryLinkStyle } from './page-layout';
export { bareFieldset, bareList, row, stack, type RowOptions } from './flex';
