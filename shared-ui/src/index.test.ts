import * as ui from './index';

describe('package entry', () => {
  it('exports every public piece', () => {
    const names = [
      // tokens and themes
      'breakpoints', 'mediaQueries', 'media', 'grid', 'spacingScale', 'space', 'fontWeights', 'shadows', 'layers',
      'navigationSizes', 'themes', 'ThemeProvider', 'useTheme', 'color', 'GlobalStyle',
      // components and helpers
      'Button', 'ButtonVariant', 'ButtonSize', 'IconPosition', 'ButtonType', 'Modal', 'ModalSize', 'Paginator',
      'PaginatorType', 'pageList', 'pageFromEntry', 'LoadingIndicator', 'LoadingOverlay', 'LoadingState', 'Alert',
      'AlertType', 'AlertBanner', 'ALERT_MESSAGES', 'DEFAULT_ALERT_MESSAGE', 'bannerLines', 'useDebouncedScrollTrigger',
      'DataTable', 'nextSort', 'TextField', 'SelectField', 'Checkbox', 'Toggle', 'DateField', 'SearchField',
      'DIALOGS', 'dialogContent', 'MessageDialog', 'useMediaQuery', 'VisuallyHidden',
      'TextArea', 'Combobox', 'Tabs', 'FormActions', 'FieldValues', 'ConflictAlert',
    ];
    expect(names.filter((name) => ui[name as keyof typeof ui] === undefined)).toEqual([]);
  });
});
