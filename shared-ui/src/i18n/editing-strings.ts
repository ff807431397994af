// Registers the editing entry's English in the 'ui' namespace when its first component loads.
// By package name: the core of the main entry the shell already loaded, not a copy.
import { registerStrings, useStrings } from '@ottilia/shared-ui';
import { enEditing } from './en-editing';

registerStrings('ui', enEditing);

export const useEditingStrings = () => useStrings('ui');
