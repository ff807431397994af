import * as editing from './editing';
import * as ui from './index';

describe('package entry', () => {
  it('exports every public piece', () => {
    const names = [
      // tokens and themes
      'breakpoints',
      'mediaQueries',
      'media',
      'grid',
      'spacingScale',
      'space',
      'fontWeights',
      'shadows',
      'layers',
      'navigationSizes',
      'themes',
      'ThemeProvider',
      'useTheme',
      'color',
      'GlobalStyle',
      // components and helpers
      'Button',
      'ButtonVariant',
      'ButtonSize',
      'IconPosition',
      'ButtonType',
      'Modal',
      'ModalSize',
      'useModalDialog',
      'LoadingIndicator',
      'LoadingOverlay',
      'LoadingState',
      'Alert',
      'AlertType',
      'AlertBanner',
      'ALERT_MESSAGES',
      'DEFAULT_ALERT_MESSAGE',
      'bannerLines',
      'useDebouncedScrollTrigger',
      'MessageDialog',
      'useMediaQuery',
      'VisuallyHidden',
      'useCopy',
      // layout mixins
      'stack',
      'row',
      'bareList',
      'bareFieldset',
    ];
    expect(names.filter((name) => ui[name as keyof typeof ui] === undefined)).toEqual([]);
  });

  it("leaves the dialog catalogue to the first dialog, out of the shell's first load", () => {
    expect(['DIALOGS', 'dialogContent'].filter((name) => name in ui)).toEqual([]);
  });

  it("keeps the editing screens' components in their own entry, out of the shell's first load", () => {
    // /home needs none of these (DateField alone would bring date-fns)
    const names = [
      'DataTable',
      'nextSort',
      'Paginator',
      'PaginatorType',
      'pageList',
      'pageFromEntry',
      'ListFooter',
      'TextField',
      'SelectField',
      'Checkbox',
      'Toggle',
      'SearchField',
      'TextArea',
      'DateField',
      'CheckboxGroup',
      'Combobox',
      'Tabs',
      'FormActions',
      'FieldValues',
      'ConflictAlert',
      'CONFLICT_RELOADED_MESSAGE',
      'DialogActions',
    ];
    expect(names.filter((name) => editing[name as keyof typeof editing] === undefined)).toEqual([]);
    expect(names.filter((name) => name in ui)).toEqual([]);
  });
});
