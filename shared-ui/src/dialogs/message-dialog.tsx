// The catalogue dialogs' view and texts are a chunk of their own, fetched when the first dialog
// opens: /home shows none. Component tests get them preloaded from '@ottilia/shared-ui/testing'.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { MessageDialogProps } from './message-dialog-view';

export type { MessageDialogProps } from './message-dialog-view';

let preloaded: ComponentType<MessageDialogProps> | null = null;

const LazyMessageDialog = lazy(() => import('./message-dialog-view').then((module) => ({ default: module.MessageDialogView })));

/** Makes dialogs render without the wait for their chunk (the testing entry's preloaded catalogue). */
export function provideMessageDialog(view: ComponentType<MessageDialogProps>): void {
  preloaded = view;
}

/** A dialog of the catalogue (spec section 8), on the dialog layer; see message-dialog-view.tsx. */
export function MessageDialog(props: MessageDialogProps) {
  // chosen once per dialog, so a dialog never swaps its view (and focus) while open
  const [View] = useState(() => preloaded);
  if (!props.open) return null;
  if (View) return <View {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyMessageDialog {...props} />
    </Suspense>
  );
}
